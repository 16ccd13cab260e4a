import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectCreateValues } from '@subaybay/domain';
import { centavosToPesos } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** The spec's create payload: `desc` for the description; description and remarks only when filled (spec 2 §5). */
export function createProject(values: ProjectCreateValues): Promise<Project> {
  return api.post<Project>('projects/create/', {
    name: values.name,
    amount: centavosToPesos(values.amount),
    implementation_year: values.implementation_year,
    system_id: values.system_id,
    ...(values.fund_source_id !== null ? { fund_source_id: values.fund_source_id } : {}),
    ...(values.description ? { desc: values.description } : {}),
    ...(values.remarks ? { remarks: values.remarks } : {}),
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
