import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPost, ForumPostUpdateInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** `PUT forum/posts/update/{id}/`: the author changes title and body. */
export function updatePost(postId: number, input: ForumPostUpdateInput): Promise<ForumPost> {
  return api.put<ForumPost>(`forum/posts/update/${postId}/`, input);
}

export function useUpdatePost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForumPostUpdateInput) => updatePost(postId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
