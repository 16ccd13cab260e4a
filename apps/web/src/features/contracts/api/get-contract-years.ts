import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/years`: year → number of contracts and their total amount. */
export function getContractYears() {
  return callOperation(contractOperations.years);
}

export const contractYearsQueryOptions = () => queryOptions({ queryKey: contractKeys.years(), queryFn: getContractYears });

export function useContractYears() {
  return useQuery(contractYearsQueryOptions());
}
