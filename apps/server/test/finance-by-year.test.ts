import { centavos } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { financeCalls } from './helpers/finance.js';
import { insertExpenditureSource, insertProject } from './helpers/records.js';

describe('GET finance/expenditures-by-year/{year}', () => {
  apiTest('sums only disbursed expenditures per project of the year, leaving out zero sums', async ({ api, office, otherOffice }) => {
    const { get, post } = financeCalls(api);
    const canal = await insertProject(api, office.accountId, { name: 'A Canal lining', amount: centavos(2_500_000_75), implementationYear: 2024 });
    const dam = await insertProject(api, office.accountId, { name: 'B Dam repair', implementationYear: 2024 });
    const undisbursed = await insertProject(api, office.accountId, { name: 'C Undisbursed', implementationYear: 2024 });
    await insertProject(api, office.accountId, { name: 'D No expenditures', implementationYear: 2024 });
    const otherYear = await insertProject(api, office.accountId, { name: 'E Other year', implementationYear: 2023 });
    const theirs = await insertProject(api, otherOffice.accountId, { implementationYear: 2024 });

    const add = async (user: typeof office.accountant, projectId: number, amount: number, dateDisbursed: string | null) => {
      const sourceId = await insertExpenditureSource(api, user === office.accountant ? office.accountId : otherOffice.accountId, projectId, centavos(1_000_000_00));
      const response = await post(user, 'project-expenditures/create/', {
        project_id: projectId,
        expenditure_source_id: sourceId,
        amount,
        // Obligated before every disbursement below (the 2023 project's included).
        date_obligated: '2023-01-15',
        date_disbursed: dateDisbursed,
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const tenCentavos = await add(office.accountant, canal, 0.1, '2024-02-01');
    const twentyCentavos = await add(office.accountant, canal, 0.2, '2024-03-01');
    await add(office.accountant, canal, 999, null);
    const large = await add(office.accountant, dam, 120000.5, '2024-04-01');
    await add(office.accountant, undisbursed, 5000, null);
    await add(office.accountant, otherYear, 7, '2023-05-01');
    await add(otherOffice.accountant, theirs, 9, '2024-05-01');

    const response = await get(office.viewer, 'finance/expenditures-by-year/2024');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        project: { id: canal, name: 'A Canal lining', amount: 2500000.75 },
        expenditures: [
          { id: tenCentavos, amount: 0.1, date_disbursed: '2024-02-01' },
          { id: twentyCentavos, amount: 0.2, date_disbursed: '2024-03-01' },
        ],
        expenditures_total: 0.3,
      },
      {
        project: { id: dam, name: 'B Dam repair', amount: 1000000 },
        expenditures: [{ id: large, amount: 120000.5, date_disbursed: '2024-04-01' }],
        expenditures_total: 120000.5,
      },
    ]);
    expect((await get(office.viewer, 'finance/expenditures-by-year/2025/')).json()).toEqual([]);
  });

  apiTest.for(['20x4', '0', '123456', '-2024', '2024.5'])('answers 404 for the year %s', async (year, { api, office }) => {
    expect((await financeCalls(api).get(office.viewer, `finance/expenditures-by-year/${year}`)).statusCode).toBe(404);
  });

  apiTest('needs a signed-in user (401)', async ({ api }) => {
    expect((await api.request({ method: 'GET', url: '/api/finance/expenditures-by-year/2024' })).statusCode).toBe(401);
  });
});
