import { forumOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `DELETE forum/posts/delete/{id}/` (204): the author, or the account holder of the author's office. */
export function deletePost(postId: number) {
  return callOperation(forumOperations.deletePost, { params: { id: postId } });
}

export function useDeletePost() {
  return useInvalidatingMutation(deletePost, [forumKeys.all]);
}
