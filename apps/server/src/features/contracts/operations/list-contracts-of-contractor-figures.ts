import {
  contractFigures,
  figuresOrRecordsError,
  type Centavos,
  type ContractStatusResult,
  type IsoDate,
  type RecordsError,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { loadContractRecords } from '../../contract-records/contract-records.service.js';
import { findContracts, listContractIdsOfContractor, listProjectsOfContracts } from '../contracts.repository.js';
import { figuresInputOf } from './contract-view.js';

/** One contract of a contractor with the engine's figures as of T. */
export interface ContractorContractView {
  id: number;
  contractNumber: string;
  description: string;
  startDate: IsoDate;
  duration: number;
  /** The original amount. */
  amount: Centavos;
  implementationYears: number[];
  /** Null when the contract's records are refused (then `recordsError` says why). */
  status: ContractStatusResult | null;
  recordsError: RecordsError | null;
}

export interface ContractorProjectView {
  id: number;
  name: string;
  implementationYear: number;
  /** The project's allocation. */
  amount: Centavos;
}

/**
 * The contractor page's contracts as of T (spec 3 §2): a fixed number of
 * queries whatever the number of contracts (the ids, the contracts, their
 * projects, one per record kind), then the domain's contractFigures per
 * contract — the figures the contract lists show, computed the same way.
 */
export async function contractsOfContractorAsOf(
  db: Database,
  accountId: number,
  contractorId: number,
  asOf: IsoDate,
): Promise<{ contracts: ContractorContractView[]; projects: ContractorProjectView[] }> {
  const ids = await listContractIdsOfContractor(db, accountId, contractorId);
  if (ids.length === 0) return { contracts: [], projects: [] };
  const [rows, projectRows, records] = await Promise.all([
    findContracts(db, accountId, ids),
    listProjectsOfContracts(db, accountId, ids),
    loadContractRecords(db, accountId, ids, ['schedule', 'accomplishments', 'suspensions', 'timeExtensions', 'variationOrders']),
  ]);
  const yearsOf = new Map<number, Set<number>>();
  const projects = new Map<number, ContractorProjectView>();
  for (const project of projectRows) {
    const years = yearsOf.get(project.contractId) ?? new Set<number>();
    years.add(project.implementationYear);
    yearsOf.set(project.contractId, years);
    projects.set(project.id, { id: project.id, name: project.name, implementationYear: project.implementationYear, amount: project.amount });
  }
  const contracts = rows.map((row) => {
    const { figures, recordsError } = figuresOrRecordsError(row.id, () => contractFigures(figuresInputOf(row, records.get(row.id)!, asOf)));
    return {
      id: row.id,
      contractNumber: row.contractNumber,
      description: row.description,
      startDate: row.startDate,
      duration: row.duration,
      amount: row.amount,
      implementationYears: [...(yearsOf.get(row.id) ?? [])].sort((a, b) => a - b),
      status: figures?.status ?? null,
      recordsError,
    };
  });
  return { contracts, projects: [...projects.values()] };
}
