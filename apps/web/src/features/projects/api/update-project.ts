import { centavosToPesos, projectOperations, type ProjectUpdateValues } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectKeys } from './keys';

export interface UpdateProjectVariables {
  id: number;
  values: ProjectUpdateValues;
}

export function updateProject({ id, values }: UpdateProjectVariables) {
  return callOperation(projectOperations.update, {
    params: { id },
    body: {
      name: values.name,
      amount: centavosToPesos(values.amount),
      implementation_year: values.implementation_year,
      fund_source_id: values.fund_source_id,
      description: values.description,
      remarks: values.remarks,
    },
  });
}

export function useUpdateProject() {
  return useInvalidatingMutation(updateProject, [projectKeys.all]);
}
