import { useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `GET forum/posts/category/{catId}` (spec 3 §7): the category's posts, newest first. */
export const categoryPostsQueryOptions = (categoryId: number) =>
  operationQueryOptions(forumKeys.category(categoryId), forumOperations.postsOfCategory, { params: { catId: categoryId } });

export function useCategoryPosts(categoryId: number) {
  return useQuery(categoryPostsQueryOptions(categoryId));
}
