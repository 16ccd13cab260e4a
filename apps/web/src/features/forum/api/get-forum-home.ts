import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumHomeCategory } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { forumKeys } from './keys';

/** `GET forum/posts/recent/`: every category with its post count and latest posts. */
export function getForumHome(): Promise<ForumHomeCategory[]> {
  return api.get<ForumHomeCategory[]>('forum/posts/recent/');
}

export const forumHomeQueryOptions = () => queryOptions({ queryKey: forumKeys.home(), queryFn: getForumHome });

export function useForumHome() {
  return useQuery(forumHomeQueryOptions());
}
