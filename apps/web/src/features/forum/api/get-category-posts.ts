import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumPost } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** `GET forum/posts/category/{catId}` (spec 3 §7): the category's posts, newest first. */
export function getCategoryPosts(categoryId: number): Promise<ForumPost[]> {
  return api.get<ForumPost[]>(`forum/posts/category/${categoryId}`);
}

export const categoryPostsQueryOptions = (categoryId: number) =>
  queryOptions({ queryKey: forumKeys.category(categoryId), queryFn: () => getCategoryPosts(categoryId) });

export function useCategoryPosts(categoryId: number) {
  return useQuery(categoryPostsQueryOptions(categoryId));
}
