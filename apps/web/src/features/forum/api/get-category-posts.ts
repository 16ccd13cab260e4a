import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { forumKeys } from './keys';

/** `GET forum/posts/category/{catId}` (spec 3 §7): the category's posts, newest first. */
export function getCategoryPosts(categoryId: number) {
  return callOperation(forumOperations.postsOfCategory, { params: { catId: categoryId } });
}

export const categoryPostsQueryOptions = (categoryId: number) =>
  queryOptions({ queryKey: forumKeys.category(categoryId), queryFn: () => getCategoryPosts(categoryId) });

export function useCategoryPosts(categoryId: number) {
  return useQuery(categoryPostsQueryOptions(categoryId));
}
