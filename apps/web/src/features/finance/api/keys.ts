/** Query keys of project finance. Every finance write invalidates `all`: balances, lists and the year view move together. */
export const financeKeys = {
  all: ['finance'] as const,
  project: (projectId: number) => [...financeKeys.all, 'project', projectId] as const,
  balances: (projectId: number) => [...financeKeys.project(projectId), 'expenditure-source-balances'] as const,
  requestedCash: (projectId: number) => [...financeKeys.project(projectId), 'requested-cash'] as const,
  expenditures: (projectId: number) => [...financeKeys.project(projectId), 'expenditures'] as const,
  expendituresByYear: (year: number) => [...financeKeys.all, 'expenditures-by-year', year] as const,
};
