export const expenditureSourceNameKeys = {
  all: ['expenditure-source-names'] as const,
  list: () => [...expenditureSourceNameKeys.all, 'list'] as const,
};
