import { useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { forumKeys } from './keys';

/** `GET forum/posts/recent/`: every category with its post count and latest posts. */
export const forumHomeQueryOptions = () => operationQueryOptions(forumKeys.home(), forumOperations.home);

export function useForumHome() {
  return useQuery(forumHomeQueryOptions());
}
