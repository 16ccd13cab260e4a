import { z } from 'zod';
import { AppError, type ContractRecordKind } from '../common/errors.js';
import { contractRecordPages } from './contract-record-pages.js';

/**
 * DOMAIN.md, last rule of "Target, actual, slippage": a list, report or
 * dashboard never fails as a whole because one contract's records are
 * refused. The engine's guard still throws (a contract's own page answers 400
 * naming the record); a multi-contract read computes each contract through
 * `figuresOrRecordsError`, and a refused contract's row carries
 * `records_error` (the guard's sentence and the page where the record is
 * fixed) with its figures null. Totals leave it out and count it in
 * `contracts_with_record_errors`. The shape is decided here, once.
 */

/** What is wrong with a contract's records, and the page to fix it on. */
export const recordsErrorSchema = z.object({
  /** The guard's sentence, naming the record. */
  detail: z.string(),
  /** The web route of the record page (e.g. the contract's suspension orders). */
  path: z.string(),
});
export type RecordsError = z.infer<typeof recordsErrorSchema>;

/**
 * On every report object: how many contracts its totals leave out because
 * their records are refused. The server always sends it; it is optional in
 * the schema so that an answer written before it existed still reads (as 0).
 */
export const contractsWithRecordErrorsSchema = z.number().int().optional();

/** The record page of each kind of record the guard names (`AppError.record`). */
const pageOfRecordKind: Record<ContractRecordKind, keyof typeof contractRecordPages> = {
  contract: 'contractUpdate',
  'schedule-node': 'physicalSchedule',
  'accomplishment-node': 'physicalAccomplishment',
  'suspension-order': 'suspensionOrders',
  'resume-order': 'suspensionOrders',
  'time-extension': 'approvedTimeExtensions',
  'variation-order': 'variationOrders',
  billing: 'financialAccomplishment',
};

/** The record page a refusal of the guard points to; a refusal without a record is about the contract's own fields. */
export function recordsErrorOf(contractId: number, error: AppError): RecordsError {
  const page = error.record ? pageOfRecordKind[error.record.kind] : 'contractUpdate';
  return { detail: error.detail, path: contractRecordPages[page](contractId) };
}

export type FiguresOrRecordsError<T> = { figures: T; recordsError: null } | { figures: null; recordsError: RecordsError };

/**
 * Runs one contract's computation; the guard's refusal (AppError VALIDATION)
 * becomes that contract's `RecordsError`. Every other error still propagates:
 * only a refused record may leave a row without figures.
 */
export function figuresOrRecordsError<T>(contractId: number, compute: () => T): FiguresOrRecordsError<T> {
  try {
    return { figures: compute(), recordsError: null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return { figures: null, recordsError: recordsErrorOf(contractId, error) };
    throw error;
  }
}
