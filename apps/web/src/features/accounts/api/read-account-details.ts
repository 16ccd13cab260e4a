import { accountOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';

/** `GET accounts/details`, parsed by its declaration (loaded on demand by `get-account-details.ts`). */
export function readAccountDetails() {
  return callOperation(accountOperations.details);
}
