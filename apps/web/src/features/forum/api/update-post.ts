import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumOperations, type ForumPostUpdateInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { forumKeys } from './keys';

/** `PUT forum/posts/update/{id}/`: the author changes title and body. */
export function updatePost(postId: number, input: ForumPostUpdateInput) {
  return callOperation(forumOperations.updatePost, { params: { id: postId }, body: input });
}

export function useUpdatePost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForumPostUpdateInput) => updatePost(postId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
