import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centavosToPesos, type ContractFromProjectValues, type ProjectContract } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** Add Contract from a project: `contract_id` is the contract number (API.md). */
export function createProjectContract(values: ContractFromProjectValues): Promise<ProjectContract> {
  return api.post<ProjectContract>('contracts/create/', {
    project_id: values.project_id,
    contract_id: values.contract_id,
    contract_description: values.contract_description,
    amount: centavosToPesos(values.amount),
    start_date: values.start_date,
    duration: values.duration,
    location: values.location,
  });
}

export function useCreateProjectContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectContract,
    onSuccess: (_contract, values) => queryClient.invalidateQueries({ queryKey: projectKeys.contracts(values.project_id) }),
  });
}
