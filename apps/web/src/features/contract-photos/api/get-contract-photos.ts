import { useQuery } from '@tanstack/react-query';
import { contractPhotoOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractPhotoKeys } from './keys';

/** `GET contracts/{id}/photos/`: newest first, each with its flags. */
export const contractPhotosQueryOptions = (contractId: number) =>
  operationQueryOptions(contractPhotoKeys.ofContract(contractId), contractPhotoOperations.list, { params: { id: contractId } }, { expectedStatuses: [404] });

export function useContractPhotos(contractId: number) {
  return useQuery(contractPhotosQueryOptions(contractId));
}
