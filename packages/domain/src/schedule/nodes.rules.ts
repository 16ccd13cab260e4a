import { AppError } from '../common/errors.js';
import { toEpochDay, type IsoDate } from '../common/dates.js';
import type { DatedNode } from './schedule.types.js';

/**
 * Node validation (DOMAIN.md "Accomplishment nodes are cumulative"). Both take
 * the contract's existing nodes and the new or changed node; a node whose `id`
 * matches an existing one is an update and is checked against the others.
 */

function refuse(detail: string): never {
  throw new AppError('VALIDATION', detail);
}

function formatValue(value: number): string {
  return `${value}%`;
}

function validateCumulativeNode(
  kind: 'accomplishment' | 'schedule',
  existing: readonly DatedNode[],
  node: DatedNode,
  effectivity: IsoDate,
  today: IsoDate | null,
): void {
  const noun = kind === 'accomplishment' ? 'Accomplishment' : 'Schedule';
  // Parsed once to refuse a non-date; from then on valid ISO dates compare as
  // strings (the engine's guard calls this for every node of every contract).
  const date = toEpochDay(node.date);
  if (today !== null && date > toEpochDay(today)) {
    refuse(`${noun} date ${node.date} is in the future (today is ${today}).`);
  }
  if (node.date < effectivity) {
    refuse(`${noun} date ${node.date} is before the contract effectivity date ${effectivity}.`);
  }
  const value = node.accomplishment;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
    refuse(`${noun} must be a percentage from 0 to 100.`);
  }
  for (const other of existing) {
    if (node.id !== undefined && other.id === node.id) continue;
    if (other.date === node.date) refuse(`There is already ${kind === 'accomplishment' ? 'an' : 'a'} ${kind} node dated ${node.date}.`);
    // Cumulative: never below an earlier figure nor above a later one.
    if (other.date < node.date && value < other.accomplishment) {
      refuse(
        `${noun} ${formatValue(value)} is lower than the ${formatValue(other.accomplishment)} of ${other.date}; ` +
          `${kind} is cumulative.`,
      );
    }
    if (other.date > node.date && value > other.accomplishment) {
      refuse(
        `${noun} ${formatValue(value)} is higher than the ${formatValue(other.accomplishment)} of ${other.date}; ` +
          `${kind} is cumulative.`,
      );
    }
  }
}

/**
 * Refuses (400) an accomplishment node dated in the future or before E, a value
 * outside 0–100, a second node on the same date, or a value lower than an
 * earlier node's or higher than a later node's. The engine's guard calls it
 * without `today` (a stored node is read as of T, whatever today is), with the
 * node before it in date order as `existing`: on sorted nodes the neighbour
 * decides what all the others would.
 */
export function validateAccomplishmentNode(
  existing: readonly DatedNode[],
  node: DatedNode,
  context: { effectivity: IsoDate; today?: IsoDate },
): void {
  validateCumulativeNode('accomplishment', existing, node, context.effectivity, context.today ?? null);
}

/** The same rules for a physical schedule node, except that future dates are allowed. */
export function validateScheduleNode(
  existing: readonly DatedNode[],
  node: DatedNode,
  context: { effectivity: IsoDate },
): void {
  validateCumulativeNode('schedule', existing, node, context.effectivity, null);
}
