export const lookupKeys = {
  municipalities: ['municipalities'] as const,
  systems: ['systems'] as const,
  fundSources: ['fund-sources'] as const,
};
