import { forumOperations, type ForumPostUpdateInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `PUT forum/posts/update/{id}/`: the author changes title and body. */
export function updatePost(postId: number, input: ForumPostUpdateInput) {
  return callOperation(forumOperations.updatePost, { params: { id: postId }, body: input });
}

export function useUpdatePost(postId: number) {
  return useInvalidatingMutation((input: ForumPostUpdateInput) => updatePost(postId, input), [forumKeys.all]);
}
