import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { forumKeys } from './keys';

/** `GET forum/posts/recent/`: every category with its post count and latest posts. */
export function getForumHome() {
  return callOperation(forumOperations.home);
}

export const forumHomeQueryOptions = () => queryOptions({ queryKey: forumKeys.home(), queryFn: getForumHome });

export function useForumHome() {
  return useQuery(forumHomeQueryOptions());
}
