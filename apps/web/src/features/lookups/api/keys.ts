export const lookupKeys = {
  municipalities: ['municipalities'] as const,
  /** Every systems query starts with this key, so invalidating it refreshes lists and single systems. */
  systems: ['systems'] as const,
  system: (id: number) => ['systems', id] as const,
  fundSources: ['fund-sources'] as const,
};
