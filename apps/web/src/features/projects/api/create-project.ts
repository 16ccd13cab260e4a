import { centavosToPesos, projectOperations, type ProjectCreateValues } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectKeys } from './keys';

/** The spec's create payload: `desc` for the description; description and remarks only when filled (spec 2 §5). */
export function createProject(values: ProjectCreateValues) {
  return callOperation(projectOperations.create, {
    body: {
      name: values.name,
      amount: centavosToPesos(values.amount),
      implementation_year: values.implementation_year,
      system_id: values.system_id,
      ...(values.fund_source_id !== null ? { fund_source_id: values.fund_source_id } : {}),
      ...(values.description ? { desc: values.description } : {}),
      ...(values.remarks ? { remarks: values.remarks } : {}),
    },
  });
}

export function useCreateProject() {
  return useInvalidatingMutation(createProject, [projectKeys.all]);
}
