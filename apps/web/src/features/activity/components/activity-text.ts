import type { ActivityItem } from '@subaybay/domain';
import { formatPercent, formatPesos } from '../../../lib/format';

/**
 * "Create expenditure source name Contract Works". A billing's line adds its
 * figures (spec 1 §3): "Add billing Php 1,234.50 to contract 24-AB-001 —
 * billed to date: 25.00%". The amount is added too when the text does not
 * already say it (lines written before the texts named amounts).
 */
export function describeActivity(item: ActivityItem): string {
  const text = [item.verb, item.target].filter(Boolean).join(' ');
  const figures: string[] = [];
  if (item.billing_amount !== null) {
    const amount = formatPesos(item.billing_amount);
    if (!text.includes(amount)) figures.push(amount);
  }
  if (item.percent_accomplishment !== null) figures.push(`billed to date: ${formatPercent(item.percent_accomplishment)}`);
  return figures.length > 0 ? `${text} — ${figures.join(' — ')}` : text;
}
