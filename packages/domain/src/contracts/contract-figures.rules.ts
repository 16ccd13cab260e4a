import type { IsoDate } from '../common/dates.js';
import { centavosToPesos, type Centavos } from '../common/money.js';
import { variationOrderCeiling, type VariationOrder } from '../finance/contract-amounts.rules.js';
import { computeContractStatus, type ContractStatusResult } from '../schedule/contract-status.rules.js';
import { validateContractRecords } from '../schedule/contract-records.guard.js';
import type { DatedNode, Suspension, TimeExtension } from '../schedule/schedule.types.js';
import type { ContractDetails, ContractTimeElapsed } from './contracts.schemas.js';

/**
 * A contract's records as of T → the numbers its API answers carry (Contract
 * Details, the Statement of Time Elapsed, the list rows). Every figure comes
 * from computeContractStatus and the variation-order rules; this only renames
 * them and turns centavos into pesos (no other rounding: DOMAIN.md "Money").
 */

export interface ContractFiguresInput {
  effectivity: IsoDate;
  duration: number;
  /** The original contract amount, in centavos. */
  amount: Centavos;
  schedule: readonly DatedNode[];
  accomplishments: readonly DatedNode[];
  suspensions: readonly Suspension[];
  /** With `dateApproved`: one approved after T does not count. */
  timeExtensions: readonly TimeExtension[];
  /** One effective after T does not count. */
  variationOrders: readonly VariationOrder[];
  /** Guarded (dates, amounts, the total within the revised amount); their percents are the billing rules'. */
  billings?: readonly { id?: number | string; billingDate: IsoDate; billingAmount: number }[];
  asOf: IsoDate;
}

export interface ContractFigures {
  status: ContractStatusResult;
  revisedContractAmount: Centavos;
  variationOrderWarning: string | null;
}

/** The engine's result and the revised amount as of T (the records guarded first: a 400 names a broken one). */
export function contractFigures(input: ContractFiguresInput): ContractFigures {
  // The status guards the nodes, suspensions and extensions; the money records are guarded here.
  if (input.variationOrders.length > 0 || (input.billings?.length ?? 0) > 0) {
    validateContractRecords({
      effectivity: input.effectivity,
      amount: input.amount,
      schedule: [],
      accomplishments: [],
      variationOrders: input.variationOrders,
      billings: input.billings,
    });
  }
  const status = computeContractStatus(input);
  const ceiling = variationOrderCeiling(input.amount, input.variationOrders, input.asOf);
  return { status, revisedContractAmount: ceiling.revisedContractAmount, variationOrderWarning: ceiling.warning };
}

export type ContractDetailsFigures = Pick<
  ContractDetails,
  | 'as_of'
  | 'original_expiry_date'
  | 'expiry_date_due_to_suspensions'
  | 'expiry_date_due_to_time_extensions'
  | 'original_contract_amount'
  | 'revised_contract_amount'
  | 'variation_order_warning'
  | 'calendar_days_elapsed'
  | 'days_suspended'
  | 'contract_time_elapsed'
  | 'percent_time_elapsed'
  | 'approved_time_extension'
  | 'actual_accomplishment'
  | 'target_accomplishment'
  | 'original_target_accomplishment'
  | 'slippage'
  | 'slippage_band'
  | 'status'
  | 'suspended'
  | 'completion_date'
  | 'value_accomplished'
  | 'target_value_accomplished'
>;

/** The figures of Contract Details as of T, in the API's names (pesos, unrounded percentages). */
export function contractDetailsFigures(input: ContractFiguresInput): ContractDetailsFigures {
  const { status, revisedContractAmount, variationOrderWarning } = contractFigures(input);
  return {
    as_of: status.asOf,
    original_expiry_date: status.originalExpiryDate,
    expiry_date_due_to_suspensions: status.expiryDateDueToSuspensions,
    expiry_date_due_to_time_extensions: status.expiryDateDueToTimeExtensions,
    original_contract_amount: centavosToPesos(input.amount),
    revised_contract_amount: centavosToPesos(revisedContractAmount),
    variation_order_warning: variationOrderWarning,
    calendar_days_elapsed: status.daysElapsed,
    days_suspended: status.daysSuspended,
    contract_time_elapsed: status.contractTimeElapsed,
    percent_time_elapsed: status.percentTimeElapsed,
    approved_time_extension: {
      number_of_time_extension: status.approvedTimeExtension.numberOfTimeExtension,
      total_duration: status.approvedTimeExtension.totalDuration,
    },
    actual_accomplishment: status.actualAccomplishment,
    target_accomplishment: status.targetAccomplishment,
    original_target_accomplishment: status.originalTargetAccomplishment,
    slippage: status.slippage,
    slippage_band: status.slippageBand,
    status: status.status,
    suspended: status.suspended,
    completion_date: status.completionDate,
    value_accomplished: centavosToPesos(status.valueAccomplished),
    target_value_accomplished: centavosToPesos(status.targetValueAccomplished),
  };
}

/** The Statement of Time Elapsed as of T. */
export function contractTimeElapsedFigures(input: ContractFiguresInput): ContractTimeElapsed {
  const { status } = contractFigures(input);
  const extensionDays = status.approvedTimeExtension.totalDuration;
  return {
    as_of: status.asOf,
    contract_effectivity: input.effectivity,
    original_contract_time: input.duration,
    calendar_days_elapsed: status.daysElapsed,
    days_suspended: status.daysSuspended,
    contract_time_elapsed: status.contractTimeElapsed,
    time_extension_days: extensionDays,
    revised_contract_time: input.duration + extensionDays,
    percent_time_elapsed: status.percentTimeElapsed,
    original_expiry_date: status.originalExpiryDate,
    expiry_date_due_to_suspensions: status.expiryDateDueToSuspensions,
    expiry_date_due_to_time_extensions: status.expiryDateDueToTimeExtensions,
  };
}
