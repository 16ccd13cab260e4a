import { forumOperations, type ForumReplyCreateInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `POST forum/replies/create/` (spec 3 §7) with post_id, message; the replies reload after (spec 3 §4). */
export function createReply(input: ForumReplyCreateInput) {
  return callOperation(forumOperations.createReply, { body: input });
}

export function useCreateReply(postId: number) {
  return useInvalidatingMutation(createReply, [forumKeys.replies(postId), forumKeys.post(postId)]);
}
