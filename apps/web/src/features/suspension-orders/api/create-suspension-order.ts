import { suspensionOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export interface SuspensionOrderCreateRequest {
  contract_id: number;
  date_effective: string;
  reason: string;
  remarks?: string;
  /** With its resume order, for an order received late (one write). */
  resume_date?: string;
  resume_remarks?: string;
}

export function createSuspensionOrder(body: SuspensionOrderCreateRequest) {
  return callOperation(suspensionOrderOperations.create, { body });
}

export function useCreateSuspensionOrder(contractId: number) {
  return useInvalidatingMutation(createSuspensionOrder, [contractKeys.one(contractId)]);
}
