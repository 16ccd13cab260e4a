import { forumOperations, type ForumPostCreateInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `POST forum/posts/create/` (spec 3 §7) with cat_id, title, body (201). */
export function createPost(input: ForumPostCreateInput) {
  return callOperation(forumOperations.createPost, { body: input });
}

export function useCreatePost() {
  return useInvalidatingMutation(createPost, [forumKeys.all]);
}
