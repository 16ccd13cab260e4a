import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** `DELETE forum/posts/delete/{id}/` (204): the author, or the account holder of the author's office. */
export function deletePost(postId: number): Promise<void> {
  return api.delete(`forum/posts/delete/${postId}/`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
