import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centavosToPesos, contractOperations, type ContractUpdateValues } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';

/**
 * `PUT contracts/update/{id}/` takes one of three payloads (spec 3 §7): the
 * basic details (`contract_id` is the contract number), only `contractor_id`
 * (the contractor pencil) or only `project_in_charge_id` (the project-in-charge pencil).
 */
export type ContractUpdatePayload =
  | { kind: 'details'; values: ContractUpdateValues }
  | { kind: 'contractor'; contractorId: number }
  | { kind: 'projectInCharge'; projectInChargeId: number };

export interface UpdateContractVariables {
  id: number;
  payload: ContractUpdatePayload;
}

/** A contract's basic details as the create and update calls send them (`contract_id` is the contract number, amounts in pesos). */
export function contractDetailsBody(
  values: Pick<ContractUpdateValues, 'contract_id' | 'contract_description' | 'amount' | 'start_date' | 'duration' | 'location'>,
) {
  return {
    contract_id: values.contract_id,
    contract_description: values.contract_description,
    amount: centavosToPesos(values.amount),
    start_date: values.start_date,
    duration: values.duration,
    location: values.location,
  };
}

function body(payload: ContractUpdatePayload): Record<string, unknown> {
  switch (payload.kind) {
    case 'details': {
      const { values } = payload;
      return {
        ...contractDetailsBody(values),
        // Absent leaves the contractor as it is; the legacy form sends its choice.
        ...(values.contractor_id === undefined ? {} : { contractor_id: values.contractor_id }),
      };
    }
    case 'contractor':
      return { contractor_id: payload.contractorId };
    case 'projectInCharge':
      return { project_in_charge_id: payload.projectInChargeId };
  }
}

export function updateContract({ id, payload }: UpdateContractVariables) {
  return callOperation(contractOperations.update, { params: { id }, body: body(payload) });
}

/**
 * After a change the contract is reloaded (spec 3 §4), and so is every other
 * read: its number, amount, dates and location also show in the lists, the
 * reports (PPA, Detailed Breakdown) and the projects' contracts, and the
 * Update Contract form returns to them ("Add location", decision 024).
 * Only the reads on screen refetch at once; the others when next shown.
 */
export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContract,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
