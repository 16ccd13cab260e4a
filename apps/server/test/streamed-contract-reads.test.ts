import { centavos, type IsoDate } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { contractProjects } from '../src/db/schema/projects.js';
import { contractors } from '../src/db/schema/contractors.js';
import { loadContractRecords } from '../src/features/contract-records/contract-records.repository.js';
import {
  findContractsFull,
  listContractIdsOfYear,
  listContractsOfProject,
  listProjectDetailsOfContracts,
  type ContractWithRecords,
} from '../src/features/contracts/contracts.repository.js';
import { streamContracts, streamContractsOfProject, streamContractsOfYear } from '../src/features/contracts/contracts.service.js';
import { apiTest } from './helpers/api-test.js';
import {
  countQueries,
  insertAccomplishmentNodes,
  insertBillings,
  insertScheduleNodes,
  insertSuspension,
  insertTimeExtension,
  insertVariationOrder,
} from './helpers/contract-records.js';
import type { Office } from './helpers/factories.js';
import { insertContract, insertFundSource, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * The streamed read of a year's contracts (docs/decisions/035): one row per
 * contract with its projects and records aggregated as JSON, a page of
 * contracts per query, handed over one at a time. It must hand the engine
 * exactly what the bulk readers give (findContractsFull,
 * listProjectDetailsOfContracts, loadContractRecords: one SELECT per table),
 * field for field — money exact to the centavo at the largest exact amount,
 * timestamps to the millisecond, nulls as nulls, lists in the same order.
 */

/** The largest amount held exactly in centavos (2^53 − 1): a float on the way would change its last digit. */
const LARGEST_EXACT = centavos(Number.MAX_SAFE_INTEGER);

interface YearOffice {
  /** Contracts of 2024, by start date then id. */
  ofYear: number[];
  projectA: number;
}

/**
 * An office's year 2024: a contract with every record kind serving two projects
 * (one of 2023, one with no fund source), one with no records, one whose
 * records the engine refuses (its schedule falls), and three plain ones with
 * the same start date (so pages split a run of equal dates); and a contract of
 * 2023 only, which is not of the year.
 */
async function yearOffice(api: TestApp, office: Office): Promise<YearOffice> {
  const { accountId } = office;
  const fund = await insertFundSource(api, accountId, 'Regular Fund');
  const projectA = await insertProject(api, accountId, { name: 'Project A', implementationYear: 2024, fundSourceId: fund });
  const projectB = await insertProject(api, accountId, { name: 'Project B', implementationYear: 2023, fundSourceId: null });
  const projectOld = await insertProject(api, accountId, { name: 'Project Old', implementationYear: 2023 });
  const [contractor] = await api.db.insert(contractors).values({ accountId, name: 'Capas Builders', officeAddress: 'Capas' }).returning({ id: contractors.id });

  const everything = await insertContract(api, accountId, {
    projectId: projectA,
    startDate: '2024-01-01',
    duration: 200,
    amount: centavos(1_234_567_89),
    contractorId: contractor!.id,
    projectInChargeId: office.inspector.id,
  });
  await api.db.insert(contractProjects).values({ accountId, contractId: everything, projectId: projectB });
  await insertScheduleNodes(api, accountId, everything, [
    ['2024-01-31', 10.1234],
    ['2024-03-31', 55.5],
    ['2024-07-18', 100],
  ]);
  await insertAccomplishmentNodes(api, accountId, everything, [
    ['2024-01-30', 8.0001],
    ['2024-03-01', 40],
  ]);
  await insertSuspension(api, accountId, everything, '2024-04-01', '2024-04-20');
  await insertSuspension(api, accountId, everything, '2024-05-01');
  await insertTimeExtension(api, accountId, everything, 30, '2024-06-01');
  await insertVariationOrder(api, accountId, everything, '2024-02-01', LARGEST_EXACT);
  await insertVariationOrder(api, accountId, everything, '2024-02-15', centavos(1_300_000_01));
  await insertBillings(api, accountId, everything, [
    ['2024-02-28', centavos(1)],
    ['2024-03-31', centavos(250_000_55)],
    ['2024-03-31', centavos(99_99)],
  ]);

  const empty = await insertContract(api, accountId, { projectId: projectA, startDate: '2024-02-01' });
  const refused = await insertContract(api, accountId, { projectId: projectA, startDate: '2024-01-15' });
  await insertScheduleNodes(api, accountId, refused, [
    ['2024-01-20', 60],
    ['2024-02-20', 40],
  ]);
  const plain: number[] = [];
  for (let i = 0; i < 3; i++) {
    const id = await insertContract(api, accountId, { projectId: projectA, startDate: '2024-03-01' });
    await insertScheduleNodes(api, accountId, id, [['2024-04-01', 100]]);
    plain.push(id);
  }
  await insertContract(api, accountId, { projectId: projectOld, startDate: '2023-01-01' });

  const ofYear = [everything, refused, empty, ...plain];
  return { ofYear, projectA };
}

/** The same contracts read by the bulk readers (one SELECT per table), in the order given. */
async function bulkRead(api: TestApp, accountId: number, ids: readonly number[]): Promise<ContractWithRecords[]> {
  const [rows, projects, records] = await Promise.all([
    findContractsFull(api.db, accountId, ids),
    listProjectDetailsOfContracts(api.db, accountId, ids),
    loadContractRecords(api.db, accountId, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => ({
    row: byId.get(id)!,
    projects: projects.filter((project) => project.contractId === id),
    records: records.get(id)!,
  }));
}

async function collect(stream: AsyncIterable<ContractWithRecords>): Promise<ContractWithRecords[]> {
  const all: ContractWithRecords[] = [];
  for await (const contract of stream) all.push(contract);
  return all;
}

const date = (value: string) => value as IsoDate;

describe('streamed contracts of a year', () => {
  apiTest('hands over exactly what the bulk readers read, whatever the page size', async ({ api, office }) => {
    const { ofYear } = await yearOffice(api, office);
    // The bulk order of a year: by start date, then id.
    const bulk = await bulkRead(api, office.accountId, await listContractIdsOfYear(api.db, office.accountId, 2024));
    bulk.sort((a, b) => a.row.startDate.localeCompare(b.row.startDate) || a.row.id - b.row.id);
    expect(bulk.map((contract) => contract.row.id)).toEqual(ofYear);

    for (const pageSize of [1, 2, 4, 500]) {
      const streamed = await collect(streamContractsOfYear(api.db, office.accountId, 2024, { pageSize }));
      expect(streamed).toStrictEqual(bulk);
    }

    // What makes the comparison worth something: every kind is there, with its odd values.
    const [everything] = bulk;
    expect(everything!.projects.map((project) => [project.name, project.implementationYear, project.fundSourceName])).toEqual([
      ['Project B', 2023, null],
      ['Project A', 2024, 'Regular Fund'],
    ]);
    const { records } = everything!;
    expect(records.schedule.map((node) => [node.date, node.accomplishment])).toEqual([
      [date('2024-01-31'), 10.1234],
      [date('2024-03-31'), 55.5],
      [date('2024-07-18'), 100],
    ]);
    expect(records.accomplishments).toHaveLength(2);
    expect(records.suspensions.map((suspension) => suspension.resumptionDate)).toEqual([date('2024-04-20'), null]);
    expect(records.timeExtensions.map((extension) => extension.numberOfDays)).toEqual([30]);
    expect(records.variationOrders.map((order) => order.revisedAmount)).toEqual([LARGEST_EXACT, 1_300_000_01]);
    expect(records.billings.map((billing) => billing.billingAmount)).toEqual([1, 250_000_55, 99_99]);
    expect(records.billings[0]!.entryDate).toBeInstanceOf(Date);
    expect(everything!.row.contractorName).toBe('Capas Builders');
    const empty = bulk.find((contract) => contract.records.schedule.length === 0);
    expect(empty?.records).toEqual({ schedule: [], accomplishments: [], suspensions: [], timeExtensions: [], variationOrders: [], billings: [] });
  });

  apiTest('reads one page per query after the ids, and only the record kinds asked for', async ({ api, office }) => {
    const { ofYear } = await yearOffice(api, office);
    const { result, queries } = await countQueries(api, () => collect(streamContractsOfYear(api.db, office.accountId, 2024, { pageSize: 4 })));
    expect(result.map((contract) => contract.row.id)).toEqual(ofYear);
    // The year's ids, then pages of 4 and 2.
    expect(queries).toBe(1 + 2);

    const [first] = await collect(streamContractsOfYear(api.db, office.accountId, 2024, { pageSize: 2, kinds: ['schedule', 'suspensions'] }));
    expect(first!.records.schedule).toHaveLength(3);
    expect(first!.records.suspensions).toHaveLength(2);
    expect(first!.records.billings).toEqual([]);
    expect(first!.records.variationOrders).toEqual([]);
  });

  apiTest('a caller that stops early stops the reading', async ({ api, office }) => {
    const { ofYear } = await yearOffice(api, office);
    const { result, queries } = await countQueries(api, async () => {
      const seen: number[] = [];
      for await (const contract of streamContractsOfYear(api.db, office.accountId, 2024, { pageSize: 1 })) {
        seen.push(contract.row.id);
        if (seen.length === 3) break;
      }
      return seen;
    });
    expect(result).toEqual(ofYear.slice(0, 3));
    // The ids and pages 1 to 3, and page 4, read ahead while the third was handed over; not pages 5 and 6.
    expect(queries).toBe(1 + 4);
  });

  apiTest("never hands over another office's contracts", async ({ api, office, otherOffice }) => {
    const mine = await yearOffice(api, office);
    // Their contracts of the same year, with records, started before mine.
    const theirProject = await insertProject(api, otherOffice.accountId, { implementationYear: 2024 });
    const theirs: number[] = [];
    for (const startDate of ['2023-12-01', '2024-01-01'] as const) {
      const id = await insertContract(api, otherOffice.accountId, { projectId: theirProject, startDate });
      await insertScheduleNodes(api, otherOffice.accountId, id, [['2024-02-01', 100]]);
      await insertBillings(api, otherOffice.accountId, id, [['2024-02-01', centavos(5_00)]]);
      theirs.push(id);
    }
    const streamed = await collect(streamContractsOfYear(api.db, office.accountId, 2024, { pageSize: 2 }));
    expect(streamed.map((contract) => contract.row.id)).toEqual(mine.ofYear);
    // Their ids asked for by name are not found either, nor are their records read into mine.
    const named = await collect(streamContracts(api.db, office.accountId, [...theirs, ...mine.ofYear], { pageSize: 3 }));
    expect(named.map((contract) => contract.row.id)).toEqual(mine.ofYear);
    expect(named).toStrictEqual(await bulkRead(api, office.accountId, mine.ofYear));
    expect(await collect(streamContractsOfProject(api.db, office.accountId, theirProject))).toEqual([]);
    expect(await collect(streamContractsOfYear(api.db, otherOffice.accountId, 2024))).toHaveLength(2);
  });

  apiTest("a project's contracts stream as the bulk readers read them", async ({ api, office }) => {
    const { projectA } = await yearOffice(api, office);
    const ids = (await listContractsOfProject(api.db, office.accountId, projectA)).map((row) => row.id);
    expect(ids).toHaveLength(6);
    const streamed = await collect(streamContractsOfProject(api.db, office.accountId, projectA, { pageSize: 4 }));
    expect(streamed).toStrictEqual(await bulkRead(api, office.accountId, ids));
  });

  apiTest('an office with no contracts of the year streams nothing, in one query', async ({ api, office }) => {
    const { result, queries } = await countQueries(api, () => collect(streamContractsOfYear(api.db, office.accountId, 2031)));
    expect(result).toEqual([]);
    expect(queries).toBe(1);
  });
});
