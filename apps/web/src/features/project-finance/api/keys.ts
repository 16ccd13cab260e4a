/** Query keys of project finance. Every finance write invalidates `all`: balances, lists and the year view move together. */
export const projectFinanceKeys = {
  all: ['project-finance'] as const,
  project: (projectId: number) => [...projectFinanceKeys.all, 'project', projectId] as const,
  balances: (projectId: number) => [...projectFinanceKeys.project(projectId), 'expenditure-source-balances'] as const,
  requestedCash: (projectId: number) => [...projectFinanceKeys.project(projectId), 'requested-cash'] as const,
  expenditures: (projectId: number) => [...projectFinanceKeys.project(projectId), 'expenditures'] as const,
  expendituresByYear: (year: number) => [...projectFinanceKeys.all, 'expenditures-by-year', year] as const,
};
