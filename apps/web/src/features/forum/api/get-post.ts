import { useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `GET forum/posts/{id}` (spec 3 §7). */
export const postQueryOptions = (postId: number) => operationQueryOptions(forumKeys.post(postId), forumOperations.post, { params: { id: postId } });

export function usePost(postId: number) {
  return useQuery(postQueryOptions(postId));
}
