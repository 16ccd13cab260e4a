import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractYears } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/years`: year → number of contracts and their total amount. */
export function getContractYears(): Promise<ContractYears> {
  return api.get<ContractYears>('contracts/years');
}

export const contractYearsQueryOptions = () => queryOptions({ queryKey: contractKeys.years(), queryFn: getContractYears });

export function useContractYears() {
  return useQuery(contractYearsQueryOptions());
}
