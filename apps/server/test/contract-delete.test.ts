import { contractUpdateMessages, projectMessages, refusalFor, type Centavos } from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  approvedTimeExtensions,
  financialAccomplishments,
  physicalAccomplishments,
  physicalFeatureNames,
  physicalFeatures,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
  variationOrders,
} from '../src/db/schema/contract-records.js';
import { contractProjects, contracts } from '../src/db/schema/projects.js';
import { latestActivity } from './helpers/activity.js';
import { apiTest } from './helpers/api-test.js';
import {
  insertAccomplishmentNodes,
  insertBillings,
  insertScheduleNodes,
  insertSuspension,
  insertTimeExtension,
  insertVariationOrder,
} from './helpers/contract-records.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/** A contract with one record of every kind, on its own project. */
async function contractWithRecords(api: TestApp, accountId: number, contractNumber: string) {
  const projectId = await insertProject(api, accountId);
  const contractId = await insertContract(api, accountId, { projectId, contractNumber, startDate: '2024-01-01', duration: 200 });
  await insertScheduleNodes(api, accountId, contractId, [['2024-03-01', 40], ['2024-07-18', 100]]);
  await insertAccomplishmentNodes(api, accountId, contractId, [['2024-03-01', 30]]);
  await insertSuspension(api, accountId, contractId, '2024-04-01', '2024-04-10');
  await insertTimeExtension(api, accountId, contractId, 10, '2024-05-01');
  await insertVariationOrder(api, accountId, contractId, '2024-05-02', 1_050_000_00 as Centavos);
  await insertBillings(api, accountId, contractId, [['2024-03-15', 100_000_00 as Centavos]]);
  const [name] = await api.db.insert(physicalFeatureNames).values({ accountId, name: `Canal ${contractNumber}`, unit: 'l.m.' }).returning({ id: physicalFeatureNames.id });
  await api.db.insert(physicalFeatures).values({ accountId, contractId, physicalFeatureNameId: name!.id, accomplishmentDate: '2024-03-01', quantity: 12 });
  return { projectId, contractId };
}

async function rowsLeft(api: TestApp, accountId: number, contractId: number) {
  const of = async (table: typeof physicalSchedules | typeof physicalAccomplishments | typeof suspensionOrders | typeof approvedTimeExtensions | typeof variationOrders | typeof financialAccomplishments | typeof physicalFeatures | typeof contractProjects) =>
    (await api.db.select({ accountId: table.accountId }).from(table).where(and(eq(table.accountId, accountId), eq(table.contractId, contractId)))).length;
  return {
    contract: (await api.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId))).length,
    projects: await of(contractProjects),
    schedule: await of(physicalSchedules),
    accomplishments: await of(physicalAccomplishments),
    suspensions: await of(suspensionOrders),
    resumes: (await api.db.select({ id: resumeOrders.id }).from(resumeOrders).where(eq(resumeOrders.accountId, accountId))).length,
    extensions: await of(approvedTimeExtensions),
    variations: await of(variationOrders),
    billings: await of(financialAccomplishments),
    features: await of(physicalFeatures),
  };
}

describe('Delete Contract (the account holder)', () => {
  apiTest('counts what goes with it, deletes it with every record in one write (204), logs it, and the lists no longer show it', async ({ api, office }) => {
    const { get, del } = financeCalls(api);
    const number = `DEL-${office.accountId}`;
    const { projectId, contractId } = await contractWithRecords(api, office.accountId, number);

    const counts = await get(office.viewer, `contracts/${contractId}/record-counts/`);
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      projects: 1,
      schedule_nodes: 2,
      accomplishment_nodes: 1,
      suspension_orders: 1,
      resume_orders: 1,
      time_extensions: 1,
      variation_orders: 1,
      billings: 1,
      feature_quantities: 1,
    });
    expect((await get(office.viewer, 'contracts/year/2024')).json().map((row: { id: number }) => row.id)).toContain(contractId);

    const deleted = await del(office.holder, `contracts/delete/${contractId}/`);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsLeft(api, office.accountId, contractId)).toEqual({
      contract: 0,
      projects: 0,
      schedule: 0,
      accomplishments: 0,
      suspensions: 0,
      resumes: 0,
      extensions: 0,
      variations: 0,
      billings: 0,
      features: 0,
    });
    expect((await get(office.viewer, `contracts/${contractId}`)).statusCode).toBe(404);
    expect((await get(office.viewer, 'contracts/year/2024')).json().map((row: { id: number }) => row.id)).not.toContain(contractId);
    expect((await get(office.viewer, `contracts/project/${projectId}`)).json()).toEqual([]);
    expect(await latestActivity(api, office.holder, 1)).toEqual([`Delete contract: ${number}`]);

    // The circle is broken: the project whose only contract this was can now be deleted.
    expect((await del(office.holder, `projects/delete/${projectId}/`)).statusCode).toBe(204);
  });

  apiTest('refuses everyone but admins (403 with the refusal) and leaves the contract whole', async ({ api, office }) => {
    const { del } = financeCalls(api);
    const { contractId } = await contractWithRecords(api, office.accountId, `KEEP-${office.accountId}`);
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const refused = await del(user, `contracts/delete/${contractId}/`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('contracts.delete'));
    }
    expect((await rowsLeft(api, office.accountId, contractId)).billings).toBe(1);
    expect((await rowsLeft(api, office.accountId, contractId)).contract).toBe(1);
  });

  apiTest("answers 404 for another office's contract and for an id that is not one, deleting nothing", async ({ api, office, otherOffice }) => {
    const { get, del } = financeCalls(api);
    const { contractId: theirs } = await contractWithRecords(api, otherOffice.accountId, `THEIRS-${otherOffice.accountId}`);
    expect((await del(office.holder, `contracts/delete/${theirs}/`)).statusCode).toBe(404);
    expect((await get(office.holder, `contracts/${theirs}/record-counts`)).statusCode).toBe(404);
    expect((await del(office.holder, 'contracts/delete/abc/')).statusCode).toBe(404);
    expect((await del(office.holder, `contracts/delete/${2 ** 40}/`)).statusCode).toBe(404);
    expect((await rowsLeft(api, otherOffice.accountId, theirs)).contract).toBe(1);
  });

  apiTest('the refusals that used to send the user in a circle now name Delete Contract', async ({ api, office }) => {
    const { post, del } = financeCalls(api);
    const { projectId, contractId } = await contractWithRecords(api, office.accountId, `CIRCLE-${office.accountId}`);
    const project = await del(office.holder, `projects/delete/${projectId}/`);
    expect(project.statusCode).toBe(400);
    expect(project.json().detail).toBe(projectMessages.hasContracts(1));
    expect(project.json().detail).toMatch(/Delete Contract on the contract's page/);
    const last = await post(office.holder, `contracts/${contractId}/projects/remove/`, { project_id: projectId });
    expect(last.statusCode).toBe(400);
    expect(last.json().detail).toBe(contractUpdateMessages.lastProject);
    expect(last.json().detail).toMatch(/Delete Contract on the contract's page/);
  });
});
