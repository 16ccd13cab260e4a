import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumOperations, type ForumReplyCreateInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { forumKeys } from './keys';

/** `POST forum/replies/create/` (spec 3 §7) with post_id, message; the replies reload after (spec 3 §4). */
export function createReply(input: ForumReplyCreateInput) {
  return callOperation(forumOperations.createReply, { body: input });
}

export function useCreateReply(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReply,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.replies(postId) }),
        queryClient.invalidateQueries({ queryKey: forumKeys.post(postId) }),
      ]),
  });
}
