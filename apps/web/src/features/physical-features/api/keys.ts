import { contractKeys } from '../../contracts/api/keys';

/**
 * Feature names are the office's list; a contract's quantities sit under its
 * contract's key, so an entry's write invalidates `contractKeys.one(id)`
 * (the summary, the entries and Contract Summary re-read).
 */
export const featureKeys = {
  names: ['physical-feature-names'] as const,
  ofContract: (contractId: number) => [...contractKeys.one(contractId), 'physical-features'] as const,
  entries: (contractId: number, nameId: number) => [...featureKeys.ofContract(contractId), 'entries', nameId] as const,
};
