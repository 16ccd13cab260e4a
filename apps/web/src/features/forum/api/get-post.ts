import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { forumKeys } from './keys';

/** `GET forum/posts/{id}` (spec 3 §7). */
export function getPost(postId: number) {
  return callOperation(forumOperations.post, { params: { id: postId } });
}

export const postQueryOptions = (postId: number) => queryOptions({ queryKey: forumKeys.post(postId), queryFn: () => getPost(postId) });

export function usePost(postId: number) {
  return useQuery(postQueryOptions(postId));
}
