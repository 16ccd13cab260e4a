import { contractKeys } from '../../contracts/api/keys';

/** Billings sit under their contract's key: a write invalidates `contractKeys.one(id)` and every view of the contract re-reads. */
export const billingKeys = {
  ofContract: (contractId: number) => [...contractKeys.one(contractId), 'billings'] as const,
};
