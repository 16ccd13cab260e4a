import { physicalAccomplishmentOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export interface PhysicalAccomplishmentCreateBody {
  contract_id: number;
  accomplishment: number;
  /** Only when 'Overwrite Day Elapsed' is ticked; otherwise the server dates the node today. */
  overwrite_as_of_date?: string;
}

export function createPhysicalAccomplishment(body: PhysicalAccomplishmentCreateBody) {
  return callOperation(physicalAccomplishmentOperations.create, { body });
}

export function useCreatePhysicalAccomplishment(contractId: number) {
  return useInvalidatingMutation(createPhysicalAccomplishment, [contractKeys.one(contractId)]);
}
