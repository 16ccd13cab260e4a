import { suspensionOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export interface ResumeOrderCreateRequest {
  suspension_order_id: number;
  date_effective: string;
  /** Sent only when filled (spec 1 §5). */
  remarks?: string;
}

export function createResumeOrder(body: ResumeOrderCreateRequest) {
  return callOperation(suspensionOrderOperations.createResume, { body });
}

export function useCreateResumeOrder(contractId: number) {
  return useInvalidatingMutation(createResumeOrder, [contractKeys.one(contractId)]);
}
