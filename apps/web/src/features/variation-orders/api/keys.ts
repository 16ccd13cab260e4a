import { contractKeys } from '../../contracts/api/keys';

/** Variation orders sit under their contract's key: a write invalidates `contractKeys.one(id)` (details, amounts, billings' percents). */
export const variationOrderKeys = {
  ofContract: (contractId: number) => [...contractKeys.one(contractId), 'variation-orders'] as const,
};
