import type { ActivityItem } from '@subaybay/domain';
import { formatPercent, formatPesos } from '../../../lib/format';

/**
 * "Create expenditure source name Contract Works"; a billing's line adds its
 * figures (spec 1 §3): "Add billing … — billed 25.00% — Php 1,234.50".
 */
export function describeActivity(item: ActivityItem): string {
  const text = [item.verb, item.target].filter(Boolean).join(' ');
  const figures = [
    item.percent_accomplishment !== null ? `billed ${formatPercent(item.percent_accomplishment)}` : null,
    item.billing_amount !== null ? formatPesos(item.billing_amount) : null,
  ].filter(Boolean);
  return figures.length > 0 ? `${text} — ${figures.join(' — ')}` : text;
}
