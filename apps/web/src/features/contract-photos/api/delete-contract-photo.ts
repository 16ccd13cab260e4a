import { contractPhotoOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractPhotoKeys } from './keys';

export function deleteContractPhoto(id: number) {
  return callOperation(contractPhotoOperations.delete, { params: { id } });
}

export function useDeleteContractPhoto(contractId: number) {
  return useInvalidatingMutation(deleteContractPhoto, [contractPhotoKeys.ofContract(contractId)]);
}
