import type { ActivityItem } from '@subaybay/domain';

/** "demoadmin Login" / "demoadmin Create expenditure source name: Contract Works". */
export function describeActivity(item: ActivityItem): string {
  return [item.verb, item.target].filter(Boolean).join(' ');
}
