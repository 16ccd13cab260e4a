import { AppError, mayEditEntry } from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { requireContract, type ContractHead } from '../contracts/contracts.service.js';

/**
 * What every record kind's write shares (tenancy, the contract's lock, the
 * one-day window); what differs — the kind's rules, its activity line — stays
 * in its service.
 */

/** A missing record and another office's answer the same 404, so ids reveal nothing. */
export const recordNotFound = () => new AppError('NOT_FOUND', NOT_FOUND);

/** The office's record, or 404. */
export async function requireRecord<Row>(found: Promise<Row | undefined>): Promise<Row> {
  const row = await found;
  if (!row) throw recordNotFound();
  return row;
}

interface RecordReader<Row> {
  find(db: Database, accountId: number, id: number, options?: { lock?: boolean }): Promise<Row | undefined>;
}

export interface LockOptions {
  /** The server's clock, for the one-day window. */
  now: Date;
  /** When the kind has the one-day window (decision 012): the 403's sentence for a non-admin past it. */
  refusal?: string;
  /** Lock the record row too (FOR UPDATE), after its contract: the schedule nodes do. */
  lockRow?: boolean;
}

/**
 * Inside a write's transaction: the office's record `id` (404), its contract
 * locked so every write of the contract's records queues behind it, then the
 * one-day window when the kind has one (403 with the kind's refusal).
 */
export async function lockRecordForChange<Row extends { contractId: number; entryDate: Date }>(
  tx: Database,
  actor: AuthActor,
  records: RecordReader<Row>,
  id: number,
  options: LockOptions,
): Promise<{ row: Row; contract: ContractHead }> {
  const found = await requireRecord(records.find(tx, actor.accountId, id));
  const contract = await requireContract(tx, actor.accountId, found.contractId, { lock: true });
  const row = options.lockRow ? await requireRecord(records.find(tx, actor.accountId, id, { lock: true })) : found;
  if (options.refusal !== undefined && !mayEditEntry(actor, row.entryDate, options.now)) throw new AppError('FORBIDDEN', options.refusal);
  return { row, contract };
}
