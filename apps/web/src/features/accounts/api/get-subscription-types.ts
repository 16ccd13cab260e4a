import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFERED_SUBSCRIPTION_TYPE_ID, type SubscriptionType } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function getSubscriptionTypes(): Promise<SubscriptionType[]> {
  return api.get<SubscriptionType[]>('subscriptions/subscription-types', { auth: false });
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
