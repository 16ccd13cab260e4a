import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay, type IsoDate } from '../common/dates.js';
import { validateOnOrAfterContractStart } from '../common/date-ranges.js';
import { AppError } from '../common/errors.js';
import { centavos, type Centavos } from '../common/money.js';
import { validateBillingNotBeforeEffectivity, validateRevisedAmountCoversBillings } from '../contract-records/contract-records.rules.js';
import { validateBilling, type Billing } from '../contract-records/billings.rules.js';
import { revisedContractAmount, type VariationOrder } from '../finance/contract-amounts.rules.js';
import { validateContractRecords } from './contract-records.guard.js';
import { completionDate } from './contract-status.rules.js';
import { validateAccomplishmentNode, validateScheduleNode } from './nodes.rules.js';
import type { DatedNode, Suspension, TimeExtension } from './schedule.types.js';
import {
  validateCompletionBeforeSuspensions,
  validateNodeOutsideSuspensions,
  validateResumeOrder,
  validateSuspensionLeavesNodes,
  validateSuspensionOrder,
} from './suspensions.rules.js';
import { validateTimeExtensionDays } from './time-extensions.rules.js';

/**
 * DOMAIN.md: "The write-time validators and the engine's guard are one set of
 * rules, so they can never disagree." Starting from an empty contract, random
 * records are entered one by one as the services enter them (the same
 * validator calls, except the rules about today); after each, the guard over
 * the records as they would be after the write must accept exactly when the
 * validators did. So any record set the validators build passes the guard,
 * and the guard refuses exactly what a validator refuses.
 */

const effectivity: IsoDate = '2024-01-01';
const amount = centavos(1_000_000_00);
const e = toEpochDay(effectivity);
const dated = (offset: number): IsoDate => fromEpochDay(e + offset);

interface Records {
  schedule: DatedNode[];
  accomplishments: DatedNode[];
  suspensions: Suspension[];
  timeExtensions: TimeExtension[];
  variationOrders: VariationOrder[];
  billings: Billing[];
}

type Entry =
  | { kind: 'schedule'; offset: number; value: number }
  | { kind: 'accomplishment'; offset: number; value: number }
  | { kind: 'suspension'; offset: number }
  | { kind: 'resume'; pick: number; days: number }
  | { kind: 'time-extension'; days: number }
  | { kind: 'variation-order'; offset: number; revised: number }
  | { kind: 'billing'; offset: number; amount: number };

const offset = fc.integer({ min: -5, max: 150 });
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(100));
const entry: fc.Arbitrary<Entry> = fc.oneof(
  fc.record({ kind: fc.constant('schedule' as const), offset, value: percent }),
  fc.record({ kind: fc.constant('accomplishment' as const), offset, value: percent }),
  fc.record({ kind: fc.constant('suspension' as const), offset }),
  fc.record({ kind: fc.constant('resume' as const), pick: fc.nat(), days: fc.integer({ min: -3, max: 30 }) }),
  fc.record({ kind: fc.constant('time-extension' as const), days: fc.integer({ min: -1, max: 3 }) }),
  fc.record({ kind: fc.constant('variation-order' as const), offset, revised: fc.integer({ min: 0, max: 1_500_000_00 }) }),
  fc.record({ kind: fc.constant('billing' as const), offset, amount: fc.integer({ min: 1, max: 600_000_00 }) }),
);

/** The records after the write, or null when the entry has no record to become (a resume order with no unresumed suspension). */
function withEntry(records: Records, item: Entry): Records | null {
  switch (item.kind) {
    case 'schedule':
      return { ...records, schedule: [...records.schedule, { date: dated(item.offset), accomplishment: item.value }] };
    case 'accomplishment':
      return { ...records, accomplishments: [...records.accomplishments, { date: dated(item.offset), accomplishment: item.value }] };
    case 'suspension':
      return { ...records, suspensions: [...records.suspensions, { id: records.suspensions.length + 1, dateEffective: dated(item.offset), resumptionDate: null }] };
    case 'resume': {
      const open = records.suspensions.filter((suspension) => !suspension.resumptionDate);
      const target = open[item.pick % Math.max(1, open.length)];
      if (!target) return null;
      const resumptionDate = fromEpochDay(toEpochDay(target.dateEffective) + item.days);
      return { ...records, suspensions: records.suspensions.map((s) => (s === target ? { ...s, resumptionDate } : s)) };
    }
    case 'time-extension':
      return { ...records, timeExtensions: [...records.timeExtensions, { numberOfDays: item.days, dateApproved: dated(10) }] };
    case 'variation-order':
      return { ...records, variationOrders: [...records.variationOrders, { dateEffective: dated(item.offset), revisedAmount: centavos(item.revised) }] };
    case 'billing':
      return { ...records, billings: [...records.billings, { billingDate: dated(item.offset), billingAmount: centavos(item.amount) }] };
  }
}

/** The validator calls of the service that writes `item` (apps/server/src/features/contract-records/*), against the records before it. */
function validateAtWriteTime(records: Records, item: Entry): void {
  const nodeDates = records.accomplishments.map((node) => node.date);
  switch (item.kind) {
    case 'schedule':
      return validateScheduleNode(records.schedule, { date: dated(item.offset), accomplishment: item.value }, { effectivity });
    case 'accomplishment': {
      const node = { date: dated(item.offset), accomplishment: item.value };
      validateAccomplishmentNode(records.accomplishments, node, { effectivity });
      validateNodeOutsideSuspensions(records.suspensions, node.date);
      return validateCompletionBeforeSuspensions(records.suspensions, node);
    }
    case 'suspension':
      validateSuspensionOrder(records.suspensions, dated(item.offset), effectivity, { completionDate: completionDate(records.accomplishments) });
      return validateSuspensionLeavesNodes({ dateEffective: dated(item.offset), resumptionDate: null }, nodeDates);
    case 'resume': {
      const open = records.suspensions.filter((suspension) => !suspension.resumptionDate);
      const target = open[item.pick % open.length]!;
      const resumptionDate = fromEpochDay(toEpochDay(target.dateEffective) + item.days);
      validateResumeOrder(target, resumptionDate, records.suspensions);
      return validateSuspensionLeavesNodes({ dateEffective: target.dateEffective, resumptionDate }, nodeDates);
    }
    case 'time-extension':
      return validateTimeExtensionDays(item.days);
    case 'variation-order': {
      validateOnOrAfterContractStart('date_effective', 'Effective date', dated(item.offset), effectivity);
      const after = [...records.variationOrders, { dateEffective: dated(item.offset), revisedAmount: centavos(item.revised) }];
      return validateRevisedAmountCoversBillings(revisedContractAmount(amount, after), records.billings);
    }
    case 'billing': {
      const billing = { billingDate: dated(item.offset), billingAmount: centavos(item.amount) as Centavos };
      validateBillingNotBeforeEffectivity(billing.billingDate, effectivity);
      return validateBilling(records.billings, billing, revisedContractAmount(amount, records.variationOrders));
    }
  }
}

function accepts(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return false;
    throw error;
  }
}

const guard = (records: Records) => () => validateContractRecords({ effectivity, duration: 100, amount, ...records });

describe('the write-time validators and the engine guard are one set of rules', () => {
  it('for any sequence of entries, the guard over the records after a write accepts exactly what the validators accept', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        let records: Records = { schedule: [], accomplishments: [], suspensions: [], timeExtensions: [], variationOrders: [], billings: [] };
        for (const item of entries) {
          const after = withEntry(records, item);
          if (after === null) continue;
          const validators = accepts(() => validateAtWriteTime(records, item));
          expect(accepts(guard(after)), `${JSON.stringify(item)} after ${JSON.stringify(records)}`).toBe(validators);
          if (validators) records = after;
        }
        // What the validators built, the guard accepts.
        expect(accepts(guard(records))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
