import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumReply } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** `GET forum/replies/post/{postId}` (spec 3 §7): oldest first. */
export function getReplies(postId: number): Promise<ForumReply[]> {
  return api.get<ForumReply[]>(`forum/replies/post/${postId}`);
}

export const repliesQueryOptions = (postId: number) => queryOptions({ queryKey: forumKeys.replies(postId), queryFn: () => getReplies(postId) });

export function useReplies(postId: number) {
  return useQuery(repliesQueryOptions(postId));
}
