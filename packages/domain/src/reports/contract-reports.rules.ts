import { toEpochDay, type IsoDate } from '../common/dates.js';
import { centavosToPesos } from '../common/money.js';
import { featureQuantityAsOf, type FeatureAccomplishment } from '../contract-records/physical-features.rules.js';
import { liquidatedDamages, RESCISSION_THRESHOLD_PERCENT } from '../finance/liquidated-damages.rules.js';
import type { ContractStatusResult } from '../schedule/contract-status.rules.js';
import { daysSuspended } from '../schedule/suspensions.rules.js';
import type { Suspension } from '../schedule/schedule.types.js';
import { contractFigures, type ContractFiguresInput } from '../contracts/contract-figures.rules.js';
import type {
  ContractSummaryFeature,
  ContractSummaryFigures,
  ContractTimelineFigures,
  TimelineSuspensionRowAnswer,
} from './contract-reports.schemas.js';

/**
 * The Contract Summary and the Contract Timeline as of T (spec 3 §2, §3;
 * DOMAIN.md "Time extensions", "Money"). Every figure comes from the engine
 * (contractFigures → computeContractStatus), the suspension, liquidated-damages
 * and feature rules; this file only arranges them.
 */

/** A suspension with its reason, as the Timeline lists it. */
export interface TimelineSuspension extends Suspension {
  reason: string;
}

export interface TimelineSuspensionRowsInput {
  /** E. */
  effectivity: IsoDate;
  /** D. */
  duration: number;
  /** Σ days of the time extensions that count as of T (the engine's `approvedTimeExtension.totalDuration`). */
  timeExtensionDays: number;
  suspensions: readonly TimelineSuspension[];
  asOf: IsoDate;
}

/**
 * The Timeline's row per suspension k begun by T, in order of S (DOMAIN.md
 * "Time extensions"): `contract_days_used = (S_k − E) − Σ days of the earlier
 * suspensions`, `contract_days_remaining = D + Σ extension days − used`,
 * `resumption` null while R > T. Days suspended are read as of T.
 */
export function timelineSuspensionRows(input: TimelineSuspensionRowsInput): TimelineSuspensionRowAnswer[] {
  const e = toEpochDay(input.effectivity);
  const t = toEpochDay(input.asOf);
  const begun = input.suspensions
    .map((suspension) => ({ suspension, start: toEpochDay(suspension.dateEffective) }))
    .filter(({ start }) => start <= t)
    .sort((a, b) => a.start - b.start);
  let earlierDays = 0;
  return begun.map(({ suspension, start }, index) => {
    const used = start - e - earlierDays;
    const days = daysSuspended(suspension, input.asOf);
    earlierDays += days;
    const resumption = suspension.resumptionDate ?? null;
    return {
      suspension_number: index + 1,
      contract_days_used: used,
      contract_days_remaining: input.duration + input.timeExtensionDays - used,
      date: suspension.dateEffective,
      days_suspended: days,
      reason_for_suspension: suspension.reason,
      resumption: resumption !== null && toEpochDay(resumption) <= t ? resumption : null,
    };
  });
}

/** A feature entry with its name's fields (one row of the physical_features ⋈ names read). */
export interface SummaryFeatureEntry extends FeatureAccomplishment {
  nameId: number;
  name: string;
  description: string;
  unit: string;
}

/** Each feature's quantity as of T (featureQuantityAsOf), only those above 0, by name id. */
export function summaryFeaturesAsOf(entries: readonly SummaryFeatureEntry[], asOf: IsoDate): ContractSummaryFeature[] {
  const byName = new Map<number, SummaryFeatureEntry[]>();
  for (const entry of entries) {
    const list = byName.get(entry.nameId);
    if (list) list.push(entry);
    else byName.set(entry.nameId, [entry]);
  }
  const features: ContractSummaryFeature[] = [];
  for (const [nameId, list] of [...byName.entries()].sort((a, b) => a[0] - b[0])) {
    const quantity = featureQuantityAsOf(list, asOf);
    if (quantity > 0) {
      const first = list[0]!;
      features.push({ name_id: nameId, name: first.name, description: first.description, quantity, unit: first.unit });
    }
  }
  return features;
}

/**
 * The contract-time figures of the engine's status under the reports' names: the
 * Contract Summary and the contracts report (Detailed Breakdown) both list these
 * six, so they are named once and the two reports cannot drift apart.
 */
export function contractTimeReportFields(status: ContractStatusResult) {
  return {
    original_expiry_date: status.originalExpiryDate,
    calendar_days_elapsed: status.daysElapsed,
    days_suspended: status.daysSuspended,
    contract_time_elapsed: status.contractTimeElapsed,
    expiry_date_due_to_suspensions: status.expiryDateDueToSuspensions,
    expiry_date_due_to_time_extensions: status.expiryDateDueToTimeExtensions,
  };
}

/** The numbered rows of the Contract Summary as of T and the features above 0. */
export function contractSummaryFigures(
  input: ContractFiguresInput & { features: readonly SummaryFeatureEntry[] },
): ContractSummaryFigures {
  const { status, revisedContractAmount } = contractFigures(input);
  return {
    as_of: status.asOf,
    original_contract_amount: centavosToPesos(input.amount),
    revised_contract_amount: centavosToPesos(revisedContractAmount),
    original_contract_time: input.duration,
    contract_effectivity: input.effectivity,
    ...contractTimeReportFields(status),
    time_extension_days: status.approvedTimeExtension.totalDuration,
    percent_time_elapsed: status.percentTimeElapsed,
    percent_work_accomplished: status.actualAccomplishment,
    percent_work_programmed: status.targetAccomplishment,
    percent_slippage: status.slippage,
    physical_features: summaryFeaturesAsOf(input.features, status.asOf),
  };
}

/**
 * The Contract Timeline as of T: the expiries, a row per suspension, the
 * completion, and liquidated damages once the expiry due to time extensions
 * has passed below 100 % (flagged at 10 % of the revised amount, DOMAIN.md).
 */
export function contractTimelineFigures(
  input: Omit<ContractFiguresInput, 'suspensions'> & { suspensions: readonly TimelineSuspension[] },
): ContractTimelineFigures {
  const { status, revisedContractAmount } = contractFigures(input);
  const damages = liquidatedDamages({
    asOf: status.asOf,
    expiryDateDueToTimeExtensions: status.expiryDateDueToTimeExtensions,
    actualAccomplishment: status.actualAccomplishment,
    revisedContractAmount,
    // DOMAIN.md: the flag is read against the revised contract amount.
    contractAmount: revisedContractAmount,
  });
  const timeExtensionDays = status.approvedTimeExtension.totalDuration;
  return {
    as_of: status.asOf,
    contract_amount: centavosToPesos(input.amount),
    revised_contract_amount: centavosToPesos(revisedContractAmount),
    contract_duration: input.duration,
    contract_effectivity: input.effectivity,
    expiry_date: status.originalExpiryDate,
    expiry_date_due_to_suspensions: status.expiryDateDueToSuspensions,
    expiry_date_due_to_time_extensions: status.expiryDateDueToTimeExtensions,
    time_extension_days: timeExtensionDays,
    days_suspended: status.daysSuspended,
    suspensions: timelineSuspensionRows({
      effectivity: input.effectivity,
      duration: input.duration,
      timeExtensionDays,
      suspensions: input.suspensions,
      asOf: status.asOf,
    }),
    revised_target_completion: status.expiryDateDueToTimeExtensions,
    completion_date: status.completionDate,
    contract_time_elapsed: status.contractTimeElapsed,
    actual_accomplishment: status.actualAccomplishment,
    days_of_delay: damages.applies ? damages.daysOfDelay : 0,
    liquidated_damages: centavosToPesos(damages.amount),
    liquidated_damages_flag: damages.rescissionFlag,
    liquidated_damages_flag_percent: RESCISSION_THRESHOLD_PERCENT,
  };
}
