import { contractKeys } from '../../contracts/api/keys';

/** Extensions sit under their contract's key: a write invalidates `contractKeys.one(id)` (the expiry dates move). */
export const timeExtensionKeys = {
  ofContract: (contractId: number) => [...contractKeys.one(contractId), 'time-extensions'] as const,
};
