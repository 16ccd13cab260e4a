import type { Database } from '../../../db/client.js';
import { allRecordKinds, type RecordKind } from '../../contract-records/contract-records.service.js';
import {
  listContractIdsOfYearByStart,
  listContractsOfProject,
  readContractWithRecords,
  selectContractsWithRecords,
  type ContractWithRecords,
} from '../contracts.repository.js';

/**
 * Contracts read whole (row, projects, records) and handed over one at a time,
 * a page of contracts per query (docs/decisions/037): what a report that
 * computes every contract of a year walks through, so the memory it takes is
 * a page's, not the year's. The ids come first (one small query, by start date
 * then id — the order the bulk readers gave, so sums over the contracts add in
 * the same order); each page of ids is then read in ONE query, each contract a
 * row with its projects and records aggregated as JSON, and read back into the
 * row types only when the caller reaches it. The next page is read while the
 * caller works through the current one.
 */

export interface StreamOptions {
  /** Contracts per query (default 500). */
  pageSize?: number;
  /** The record kinds to read (default all; a kind not read is empty). */
  kinds?: readonly RecordKind[];
}

export const DEFAULT_PAGE_SIZE = 500;

/** The office's contracts of `contractIds`, in that order, one at a time. */
export async function* streamContracts(
  db: Database,
  accountId: number,
  contractIds: readonly number[],
  options: StreamOptions = {},
): AsyncGenerator<ContractWithRecords> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`Not a page size: ${pageSize}`);
  const kinds = options.kinds ?? allRecordKinds;
  const pages: (readonly number[])[] = [];
  for (let i = 0; i < contractIds.length; i += pageSize) pages.push(contractIds.slice(i, i + pageSize));
  const read = (ids: readonly number[]) => selectContractsWithRecords(db, accountId, ids, kinds);
  let next = pages.length > 0 ? read(pages[0]!) : undefined;
  try {
    for (let page = 0; page < pages.length; page++) {
      const rows = await next!;
      // One query at a time: the next page is asked for only once this one has arrived.
      next = page + 1 < pages.length ? read(pages[page + 1]!) : undefined;
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of pages[page]!) {
        const row = byId.get(id);
        if (row === undefined) continue; // deleted since its id was read
        byId.delete(id);
        yield readContractWithRecords(row);
      }
    }
  } finally {
    // A caller that stops early (an error in its work) leaves no page read unawaited.
    await next?.catch(() => undefined);
  }
}

/** The office's contracts of implementation year `year` (a contract serving several of its projects once), by start date then id. */
export async function* streamContractsOfYear(
  db: Database,
  accountId: number,
  year: number,
  options: StreamOptions = {},
): AsyncGenerator<ContractWithRecords> {
  yield* streamContracts(db, accountId, await listContractIdsOfYearByStart(db, accountId, year), options);
}

/** The contracts of one project (the caller has checked the project is the office's), by start date then id. */
export async function* streamContractsOfProject(
  db: Database,
  accountId: number,
  projectId: number,
  options: StreamOptions = {},
): AsyncGenerator<ContractWithRecords> {
  const ids = (await listContractsOfProject(db, accountId, projectId)).map((row) => row.id);
  yield* streamContracts(db, accountId, ids, options);
}
