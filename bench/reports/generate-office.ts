/**
 * A large office for the reports benchmark, written straight to the database
 * with Drizzle bulk inserts in chunks: CONTRACTS contracts of one
 * implementation year, each with 60 schedule nodes, 30 accomplishment nodes,
 * a suspension (resumed) every third contract and 20 progress billings. The
 * records keep DOMAIN.md's rules (schedules rising to 100 %, accomplishments
 * rising and below 100 on most contracts, suspensions after effectivity and
 * resumed after they start, billings within the contract amount), so the
 * engine's guard accepts them. Deterministic: the same data on every run.
 */
import { addDays, centavos, type Centavos } from '@subaybay/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  financialAccomplishments,
  physicalAccomplishments,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
} from '../../apps/server/src/db/schema/contract-records.js';
import { fundSources, municipalities, provinces, systems } from '../../apps/server/src/db/schema/lookups.js';
import { contractProjects, contracts, projects } from '../../apps/server/src/db/schema/projects.js';

export interface OfficeShape {
  year: number;
  contracts: number;
  projects: number;
  scheduleNodes: number;
  accomplishmentNodes: number;
  billings: number;
  /** A suspension on every `suspensionEvery`-th contract. */
  suspensionEvery: number;
}

export const BENCH_OFFICE: OfficeShape = {
  year: 2025,
  contracts: 2_000,
  projects: 200,
  scheduleNodes: 60,
  accomplishmentNodes: 30,
  billings: 20,
  suspensionEvery: 3,
};

/** Rows per INSERT: far below PostgreSQL's 65 535 parameters for every table here. */
const CHUNK = 2_000;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface GeneratedOffice {
  contractIds: number[];
  rows: { schedule: number; accomplishments: number; suspensions: number; billings: number };
}

/** Fills `accountId` with the office of `shape`; returns the contracts' ids and the number of record rows. */
export async function generateOffice(db: Database, accountId: number, shape: OfficeShape = BENCH_OFFICE): Promise<GeneratedOffice> {
  let [town] = await db.select({ id: municipalities.id }).from(municipalities).orderBy(asc(municipalities.id)).limit(1);
  if (!town) {
    const [province] = await db.insert(provinces).values({ psgcCode: 'BENCH', name: 'Tarlac', region: 'Region III' }).returning();
    [town] = await db.insert(municipalities).values({ psgcCode: 'BENCH', name: 'Capas', provinceId: province!.id }).returning({ id: municipalities.id });
  }
  const [system] = await db.insert(systems).values({ accountId, name: 'Bench RIS', municipalityId: town!.id }).returning({ id: systems.id });
  const funds = await db
    .insert(fundSources)
    .values(['GAA Locally Funded', 'GAA Foreign Assisted', 'Corporate Funds'].map((name) => ({ accountId, name })))
    .returning({ id: fundSources.id });

  const projectRows = Array.from({ length: shape.projects }, (_, i) => ({
    accountId,
    name: `Bench project ${String(i + 1).padStart(4, '0')}`,
    amount: centavos((20_000_000 + (i % 7) * 1_000_000) * 100),
    implementationYear: shape.year,
    systemId: system!.id,
    fundSourceId: funds[i % funds.length]!.id,
  }));
  const projectIds: number[] = [];
  await insertChunked(projectRows, async (chunk) => {
    for (const row of await db.insert(projects).values(chunk).returning({ id: projects.id })) projectIds.push(row.id);
  });

  // Effectivity spread over the year before, 300-day contracts: by today every record is in the past.
  const effectivity = (i: number) => addDays(`${shape.year - 1}-01-01`, i % 300);
  const amountOf = (i: number): Centavos => centavos((1_000_000 + (i % 50) * 100_000) * 100);
  const contractRows = Array.from({ length: shape.contracts }, (_, i) => ({
    accountId,
    contractNumber: `BENCH-${shape.year}-${String(i + 1).padStart(5, '0')}`,
    description: `Bench contract ${i + 1}`,
    amount: amountOf(i),
    startDate: effectivity(i),
    duration: 300,
    location: 'Capas, Tarlac',
  }));
  const contractIds: number[] = [];
  await insertChunked(contractRows, async (chunk) => {
    for (const row of await db.insert(contracts).values(chunk).returning({ id: contracts.id })) contractIds.push(row.id);
  });
  // Each contract serves one project; every fifth serves a second one too (shares by allocation).
  const links = contractIds.flatMap((contractId, i) => {
    const first = projectIds[i % projectIds.length]!;
    const second = projectIds[(i + 1) % projectIds.length]!;
    return i % 5 === 0 ? [{ accountId, contractId, projectId: first }, { accountId, contractId, projectId: second }] : [{ accountId, contractId, projectId: first }];
  });
  await insertChunked(links, (chunk) => db.insert(contractProjects).values(chunk));

  const schedule: (typeof physicalSchedules.$inferInsert)[] = [];
  const accomplishments: (typeof physicalAccomplishments.$inferInsert)[] = [];
  const billings: (typeof financialAccomplishments.$inferInsert)[] = [];
  const suspended: { contractId: number; start: string; resume: string }[] = [];
  contractIds.forEach((contractId, i) => {
    const start = effectivity(i);
    // Schedule: every 5 days to day 300, an S-shaped rise ending at 100.
    for (let k = 1; k <= shape.scheduleNodes; k++) {
      const x = k / shape.scheduleNodes;
      const percent = k === shape.scheduleNodes ? 100 : Math.round(100 * (3 * x * x - 2 * x * x * x) * 100) / 100;
      schedule.push({ accountId, contractId, dateEffective: addDays(start, Math.round((k * 300) / shape.scheduleNodes) - 1), accomplishment: percent });
    }
    // Accomplishments: every 10 days, rising; one contract in four reaches 100, the others fall behind by varying amounts.
    const top = i % 4 === 0 ? 100 : 60 + (i % 37);
    for (let k = 1; k <= shape.accomplishmentNodes; k++) {
      const x = k / shape.accomplishmentNodes;
      const percent = k === shape.accomplishmentNodes ? top : Math.round(top * x * 100) / 100;
      accomplishments.push({ accountId, contractId, asOfDate: addDays(start, k * 10 - 5), accomplishment: percent });
    }
    // Billings: 20 equal parts of 90 % of the amount, every 15 days.
    const part = Math.floor((amountOf(i) * 0.9) / shape.billings);
    for (let k = 1; k <= shape.billings; k++) {
      billings.push({ accountId, contractId, billingDate: addDays(start, k * 15), billingAmount: centavos(part) });
    }
    // Nine days between two accomplishment dates (day 96 and day 106): no node falls inside the suspension.
    if (i % shape.suspensionEvery === 0) suspended.push({ contractId, start: addDays(start, 96), resume: addDays(start, 105) });
  });
  await insertChunked(schedule, (chunk) => db.insert(physicalSchedules).values(chunk));
  await insertChunked(accomplishments, (chunk) => db.insert(physicalAccomplishments).values(chunk));
  await insertChunked(billings, (chunk) => db.insert(financialAccomplishments).values(chunk));
  const suspensionIds: number[] = [];
  await insertChunked(suspended, async (chunk) => {
    const rows = await db
      .insert(suspensionOrders)
      .values(chunk.map(({ contractId, start }) => ({ accountId, contractId, dateEffective: start, reason: 'Right-of-way problem', remarks: '' })))
      .returning({ id: suspensionOrders.id });
    for (const row of rows) suspensionIds.push(row.id);
  });
  await insertChunked(
    suspended.map(({ resume }, index) => ({ accountId, suspensionOrderId: suspensionIds[index]!, dateEffective: resume })),
    (chunk) => db.insert(resumeOrders).values(chunk),
  );
  return {
    contractIds,
    rows: { schedule: schedule.length, accomplishments: accomplishments.length, suspensions: suspended.length, billings: billings.length },
  };
}
