import {
  AppError,
  centavosToPesos,
  contractContractorOf,
  contractPersonOf,
  fundSourceOfProjects,
  todayInManila,
  type Contract,
  type ContractFigures,
  type ContractFiguresInput,
  type FiguresOrRecordsError,
  type ContractListRow,
  type IsoDate,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { isDatabaseId } from '../../../lib/http.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import type { ContractRecords } from '../../contract-records/contract-records.service.js';
import { findContractsFull, type ContractFullRow, type ContractProjectDetailRow, type ContractRow } from '../contracts.repository.js';

/**
 * What the contract reads share: the as-of date, the contract row → its API
 * shapes, and the records → the engine's input. Figures only ever come from
 * the domain (contractFigures / contractDetails).
 */


/** `?as_of=` as the route's `asOfQuery` parsed it; absent → today in Manila on the app clock. */
export function asOfDate(asOf: IsoDate | undefined, now: Date): IsoDate {
  return asOf ?? todayInManila(now);
}

/** The office's contract with names joined in, or 404. */
export async function requireFullContract(db: Database, accountId: number, contractId: number): Promise<ContractFullRow> {
  if (!isDatabaseId(contractId)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [row] = await findContractsFull(db, accountId, [contractId]);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** The contract's people as its answers show them (named once, in the domain). */
export const personOf = contractPersonOf;
export const contractorOf = contractContractorOf;

/** The contract's own fields as every answer names them; `contract_id` is the number, as in the spec's payloads. */
export function contractIdentity(row: ContractRow) {
  return {
    id: row.id,
    contract_id: row.contractNumber,
    contract_number: row.contractNumber,
    contract_description: row.description,
    amount: centavosToPesos(row.amount),
    start_date: row.startDate,
    duration: row.duration,
  };
}

/** `GET contracts/{id}`'s shape. */
export function toContract(row: ContractFullRow): Contract {
  return {
    ...contractIdentity(row),
    location: row.location,
    contractor: contractorOf(row),
    project_in_charge: personOf(row),
  };
}

/** The engine's input: the contract's head and records, read as of T. */
export function figuresInputOf(
  row: Pick<ContractFullRow, 'startDate' | 'duration' | 'amount'>,
  records: ContractRecords,
  asOf: IsoDate,
): ContractFiguresInput {
  return {
    effectivity: row.startDate,
    duration: row.duration,
    amount: row.amount,
    schedule: records.schedule,
    accomplishments: records.accomplishments,
    suspensions: records.suspensions,
    timeExtensions: records.timeExtensions.map((extension) => ({
      numberOfDays: extension.numberOfDays,
      dateApproved: extension.dateApproved,
    })),
    variationOrders: records.variationOrders.map((order) => ({
      dateEffective: order.dateEffective,
      revisedAmount: order.revisedAmount,
      entryDate: order.entryDate,
    })),
    billings: records.billings,
    asOf,
  };
}

/** The projects' distinct fund source names, joined with " / " (the reports read it too). */
export const fundSourceOf = fundSourceOfProjects;

/** One row of the contract lists, with its figures as of T; a contract whose records are refused keeps its row with `records_error`. */
export function toListRow(
  row: ContractFullRow,
  projects: readonly ContractProjectDetailRow[],
  { figures, recordsError }: FiguresOrRecordsError<ContractFigures>,
): ContractListRow {
  const first = projects[0];
  const identity = {
    ...contractIdentity(row),
    contractor_id: row.contractorId,
    contractor: row.contractorName ?? '',
    project_in_charge_id: row.projectInChargeId,
    project_in_charge: row.projectInChargeId === null ? '' : `${row.picFirstName ?? ''} ${row.picLastName ?? ''}`.trim(),
    system: first ? { name: first.systemName, municipality: first.municipalityName, province: first.provinceName } : null,
    implementation_years: [...new Set(projects.map((project) => project.implementationYear))].sort((a, b) => a - b),
  };
  if (figures === null) {
    return {
      ...identity,
      revised_amount: null,
      accomplishment: null,
      target_accomplishment: null,
      slippage: null,
      slippage_band: null,
      status: null,
      suspended: null,
      expiration_date: null,
      revised_expiration_date: null,
      records_error: recordsError,
    };
  }
  const { status, revisedContractAmount } = figures;
  return {
    ...identity,
    revised_amount: centavosToPesos(revisedContractAmount),
    accomplishment: status.actualAccomplishment,
    target_accomplishment: status.targetAccomplishment,
    slippage: status.slippage,
    slippage_band: status.slippageBand,
    status: status.status,
    suspended: status.suspended,
    expiration_date: status.originalExpiryDate,
    revised_expiration_date: status.expiryDateDueToTimeExtensions,
  };
}
