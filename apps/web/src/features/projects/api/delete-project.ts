import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectKeys } from './keys';

/** A project with contracts is refused (400): the API client shows the server's sentence. */
export function deleteProject(id: number) {
  return callOperation(projectOperations.delete, { params: { id } });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_result, id) => {
      // The page is leaving: drop the deleted project rather than refetch it into a 404.
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
