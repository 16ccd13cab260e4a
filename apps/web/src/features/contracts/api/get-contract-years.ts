import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/years`: year → number of contracts and their total amount. */
export const contractYearsQueryOptions = () => operationQueryOptions(contractKeys.years(), contractOperations.years);

export function useContractYears() {
  return useQuery(contractYearsQueryOptions());
}
