import { useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `GET forum/replies/post/{postId}` (spec 3 §7): oldest first. */
export const repliesQueryOptions = (postId: number) =>
  operationQueryOptions(forumKeys.replies(postId), forumOperations.replies, { params: { postId } });

export function useReplies(postId: number) {
  return useQuery(repliesQueryOptions(postId));
}
