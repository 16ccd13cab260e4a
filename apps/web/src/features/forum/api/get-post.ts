import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumPost } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** `GET forum/posts/{id}` (spec 3 §7). */
export function getPost(postId: number): Promise<ForumPost> {
  return api.get<ForumPost>(`forum/posts/${postId}`);
}

export const postQueryOptions = (postId: number) => queryOptions({ queryKey: forumKeys.post(postId), queryFn: () => getPost(postId) });

export function usePost(postId: number) {
  return useQuery(postQueryOptions(postId));
}
