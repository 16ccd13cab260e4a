import type { IsoDate } from '../common/dates.js';
import { centavosToPesos, type Centavos } from '../common/money.js';
import { variationOrderCeiling, type VariationOrder } from '../finance/contract-amounts.rules.js';
import { computeContractStatus, contractSCurves, type ContractStatusResult } from '../schedule/contract-status.rules.js';
import { validateContractRecords } from '../schedule/contract-records.guard.js';
import type { DatedNode, Suspension, TimeExtension } from '../schedule/schedule.types.js';
import type { ContractCurves, ContractDetails, ContractTimeElapsed } from './contracts.schemas.js';

/**
 * A contract's records as of T → the numbers its API answers carry (Contract
 * Details, the S-curve, the Statement of Time Elapsed, the list rows). Every
 * figure comes from computeContractStatus, contractSCurves and the
 * variation-order rules; this names them once in the API's words and turns
 * centavos into pesos (no other rounding: DOMAIN.md "Money").
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

/**
 * The contract as its reads name it: the columns of the contract row (with the
 * contractor's and the project in charge's names joined in), under the
 * repository's names, so the server hands its row over as it is.
 */
export interface ContractHeadRow {
  id: number;
  contractNumber: string;
  description: string;
  location: string;
  contractorId: number | null;
  contractorName: string | null;
  projectInChargeId: number | null;
  picFirstName: string | null;
  picLastName: string | null;
}

/** A project the contract serves, with its fund source's name. */
export interface ContractProjectHead {
  id: number;
  name: string;
  implementationYear: number;
  fundSourceName: string | null;
}

export function contractContractorOf(row: Pick<ContractHeadRow, 'contractorId' | 'contractorName'>): ContractDetails['contractor'] {
  return row.contractorId === null ? null : { id: row.contractorId, name: row.contractorName ?? '' };
}

export function contractPersonOf(
  row: Pick<ContractHeadRow, 'projectInChargeId' | 'picFirstName' | 'picLastName'>,
): ContractDetails['project_in_charge'] {
  if (row.projectInChargeId === null) return null;
  return { id: row.projectInChargeId, first_name: row.picFirstName ?? '', last_name: row.picLastName ?? '' };
}

/** The projects' distinct fund source names, joined with " / ". */
export function fundSourceOfProjects(projects: readonly Pick<ContractProjectHead, 'fundSourceName'>[]): string {
  const names: string[] = [];
  for (const project of projects) {
    if (project.fundSourceName !== null && !names.includes(project.fundSourceName)) names.push(project.fundSourceName);
  }
  return names.join(' / ');
}

/** The three chart curves as of T (unfiltered), in the API's names. */
export function contractCurves(
  input: Pick<ContractFiguresInput, 'effectivity' | 'schedule' | 'accomplishments' | 'suspensions' | 'asOf'>,
): ContractCurves {
  const curves = contractSCurves(input);
  return {
    original_projected: curves.originalProjected,
    revised_projected: curves.revisedProjected,
    actual_accomplishment: curves.actualAccomplishment,
  };
}

export interface ContractDetailsInput {
  contract: ContractHeadRow;
  projects: readonly ContractProjectHead[];
  /** The engine's input: the contract's dates, amount and records, as of T. */
  figures: ContractFiguresInput;
}

/**
 * Contract Details as of T, the whole answer built here: the contract, its
 * projects, every figure (pesos, unrounded percentages) and the chart's
 * curves, all from one read of the records.
 */
export function contractDetails({ contract, projects, figures }: ContractDetailsInput): ContractDetails {
  const { status, revisedContractAmount, variationOrderWarning } = contractFigures(figures);
  return {
    id: contract.id,
    contract_id: contract.contractNumber,
    contract_number: contract.contractNumber,
    contract_description: contract.description,
    contract_effectivity: figures.effectivity,
    original_contract_time: figures.duration,
    location: contract.location,
    contractor: contractContractorOf(contract),
    project_in_charge: contractPersonOf(contract),
    projects: projects.map((project) => ({ id: project.id, name: project.name, implementation_year: project.implementationYear })),
    fund_source: fundSourceOfProjects(projects),
    as_of: status.asOf,
    original_expiry_date: status.originalExpiryDate,
    expiry_date_due_to_suspensions: status.expiryDateDueToSuspensions,
    expiry_date_due_to_time_extensions: status.expiryDateDueToTimeExtensions,
    original_contract_amount: centavosToPesos(figures.amount),
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
    s_curve: contractCurves(figures),
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
