import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPost, ForumPostCreateInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** `POST forum/posts/create/` (spec 3 §7) with cat_id, title, body (201). */
export function createPost(input: ForumPostCreateInput): Promise<ForumPost> {
  return api.post<ForumPost>('forum/posts/create/', input);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
