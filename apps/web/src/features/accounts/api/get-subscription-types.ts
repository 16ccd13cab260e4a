import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFERED_SUBSCRIPTION_TYPE_ID, subscriptionOperations, type SubscriptionType } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { accountKeys } from './keys';

export function getSubscriptionTypes() {
  return callOperation(subscriptionOperations.types, undefined, { auth: false });
}

/** Only type id 1 is offered at registration (spec 1 §2). */
export const offeredSubscriptionTypesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.subscriptionTypes(),
    queryFn: getSubscriptionTypes,
    select: (types: SubscriptionType[]) => types.filter((type) => type.id === OFFERED_SUBSCRIPTION_TYPE_ID),
    staleTime: 60 * 60_000,
  });

export function useOfferedSubscriptionTypes() {
  return useQuery(offeredSubscriptionTypesQueryOptions());
}
