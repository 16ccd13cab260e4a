import { performance } from 'node:perf_hooks';
import { databaseRunsInProcess, type Database } from '../../../db/client.js';
import { reportSlice } from '../../../lib/report-queue.js';
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
 * caller works through the current one. Every few milliseconds of reading and
 * computing the walk lets other requests in, and it stops when the report's
 * caller has gone away (`reportSlice`, decision 039).
 */

export interface StreamOptions {
  /** Contracts per query (default: DEFAULT_PAGE_SIZE on PostgreSQL; adapted to IN_PROCESS_PAGE_MS on the embedded database). */
  pageSize?: number;
  /** The record kinds to read (default all; a kind not read is empty). */
  kinds?: readonly RecordKind[];
}

/**
 * PostgreSQL's page: 500 read fastest alone (decision 037), 200 keeps fewer
 * rows alive at each young-generation collection while other requests run
 * (decision 039), for a report no slower within the measurements' noise.
 */
export const DEFAULT_PAGE_SIZE = 200;

/**
 * On the embedded database a query runs on the server's own thread: while a
 * page is read, no other request moves. Its pages are sized so that one takes
 * about this long (decision 039), adapting to what the last page took; other
 * requests' queries run between pages. Measured there (1 000 bench contracts):
 * a page query costs ~30 ms whatever its size (planning the page's statement)
 * plus ~0.3 ms a contract, so pages under 50 contracts cost more than they
 * free: 50 is the floor, and 100 ms (~200 contracts) keeps a waiting request's
 * delay well under the embedded database's 250 ms.
 */
export const IN_PROCESS_PAGE_MS = 100;
const IN_PROCESS_FIRST_PAGE = 100;
const IN_PROCESS_SMALLEST_PAGE = 50;
const IN_PROCESS_LARGEST_PAGE = 500;

/** The size of the next page after `size` contracts were read in `elapsedMs` (embedded database). */
export function nextInProcessPageSize(size: number, elapsedMs: number): number {
  const scaled = Math.round((size * IN_PROCESS_PAGE_MS) / Math.max(elapsedMs, 1));
  // At most double at a time: one quick page (a year of small contracts first) must not make the next one huge.
  return Math.min(IN_PROCESS_LARGEST_PAGE, size * 2, Math.max(IN_PROCESS_SMALLEST_PAGE, scaled));
}

/** The office's contracts of `contractIds`, in that order, one at a time. */
export async function* streamContracts(
  db: Database,
  accountId: number,
  contractIds: readonly number[],
  options: StreamOptions = {},
): AsyncGenerator<ContractWithRecords> {
  if (options.pageSize !== undefined && (!Number.isSafeInteger(options.pageSize) || options.pageSize < 1)) {
    throw new RangeError(`Not a page size: ${options.pageSize}`);
  }
  const adaptive = options.pageSize === undefined && databaseRunsInProcess(db);
  let pageSize = options.pageSize ?? (adaptive ? IN_PROCESS_FIRST_PAGE : DEFAULT_PAGE_SIZE);
  const kinds = options.kinds ?? allRecordKinds;
  const pause = reportSlice();
  let offset = 0;
  const read = () => {
    const ids = contractIds.slice(offset, offset + pageSize);
    offset += ids.length;
    const started = performance.now();
    return selectContractsWithRecords(db, accountId, ids, kinds).then((rows) => {
      if (adaptive) pageSize = nextInProcessPageSize(ids.length, performance.now() - started);
      return { ids, rows };
    });
  };
  let next = contractIds.length > 0 ? read() : undefined;
  try {
    while (next !== undefined) {
      const { ids, rows } = await next;
      // One query at a time: the next page is asked for only once this one has arrived. On
      // PostgreSQL it is read while this one is computed; the embedded database would read it on
      // this very thread, ahead of the queries other requests queued meanwhile, so it is asked for
      // only once this page is done.
      next = offset < contractIds.length && !adaptive ? read() : undefined;
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        if (row === undefined) continue; // deleted since its id was read
        byId.delete(id);
        yield readContractWithRecords(row);
        // Other requests get the event loop every few milliseconds; a report whose caller left stops here.
        await pause();
      }
      if (next === undefined && offset < contractIds.length) next = read();
    }
  } finally {
    // A caller that stops early (an error in its work, a cancelled report) leaves no page read unawaited.
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
