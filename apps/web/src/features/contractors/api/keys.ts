/** Query keys of the contractor pages (the list itself is the contracts feature's `contractKeys.contractors()`). */
export const contractorKeys = {
  all: ['contractors'] as const,
  one: (id: number) => [...contractorKeys.all, 'one', id] as const,
  page: (id: number, asOf: string) => [...contractorKeys.one(id), 'page', asOf] as const,
};
