export const projectKeys = {
  all: ['projects'] as const,
  years: () => [...projectKeys.all, 'years'] as const,
  ofYear: (year: number) => [...projectKeys.all, 'year', year] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  /** A project's contracts (contracts/project/{id}); under `all` so a project change refreshes them too. */
  contracts: (projectId: number) => [...projectKeys.all, 'contracts', projectId] as const,
};
