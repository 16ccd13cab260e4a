import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { forumKeys } from './keys';

/** `GET forum/replies/post/{postId}` (spec 3 §7): oldest first. */
export function getReplies(postId: number) {
  return callOperation(forumOperations.replies, { params: { postId } });
}

export const repliesQueryOptions = (postId: number) => queryOptions({ queryKey: forumKeys.replies(postId), queryFn: () => getReplies(postId) });

export function useReplies(postId: number) {
  return useQuery(repliesQueryOptions(postId));
}
