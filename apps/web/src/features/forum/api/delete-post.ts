import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { forumKeys } from './keys';

/** `DELETE forum/posts/delete/{id}/` (204): the author, or the account holder of the author's office. */
export function deletePost(postId: number) {
  return callOperation(forumOperations.deletePost, { params: { id: postId } });
}

/**
 * Re-reads the forum's lists, but not the deleted post and its replies: the page
 * still shows them until it moves to the category, and reading them again would
 * answer 404, whose central handling sends the author home with an error toast.
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, postId) => {
      const deleted = [forumKeys.post(postId), forumKeys.replies(postId)].map((key) => JSON.stringify(key));
      return queryClient.invalidateQueries({ queryKey: forumKeys.all, predicate: (query) => !deleted.includes(JSON.stringify(query.queryKey)) });
    },
  });
}
