import { contractKeys } from '../../contracts/api/keys';

/** Photos sit under their contract's key, so whatever re-reads a contract re-reads them too. */
export const contractPhotoKeys = {
  ofContract: (contractId: number) => [...contractKeys.one(contractId), 'photos'] as const,
};
