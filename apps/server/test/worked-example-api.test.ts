import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { financeCalls } from './helpers/finance.js';
import { createdBy, enterWorkedExampleRecords } from './helpers/worked-example.js';
import { insertProject } from './helpers/records.js';

/**
 * DOMAIN.md's worked example, entered through the API only (the contract, its
 * schedule, a suspension and its resumption, a time extension, the
 * accomplishment nodes) and read back from Contract Details as of 2024-03-01,
 * number for number.
 */
describe("DOMAIN.md's worked example through the API", () => {
  apiTest('Contract Details as of 2024-03-01 shows every figure of the example', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const holder = office.holder;
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2024 });
    const expectCreated = createdBy(api, holder);

    const contract = await expectCreated('contracts/create/', {
      project_id: projectId,
      contract_id: 'WORKED-EXAMPLE-1',
      contract_description: 'DOMAIN.md worked example',
      amount: 1_000_000,
      start_date: '2024-01-01',
      duration: 100,
    });
    await enterWorkedExampleRecords(expectCreated, contract.id, { timeExtension: true });

    const response = await get(office.viewer, `contracts/details/${contract.id}?as_of=2024-03-01`);
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      contract_effectivity: '2024-01-01',
      original_contract_time: 100,
      original_expiry_date: '2024-04-09',
      expiry_date_due_to_suspensions: '2024-04-19',
      expiry_date_due_to_time_extensions: '2024-05-04',
      calendar_days_elapsed: 61,
      days_suspended: 10,
      actual_accomplishment: 35,
      slippage_band: 'early_warning',
      status: 'ongoing',
      suspended: false,
      original_contract_amount: 1_000_000,
      revised_contract_amount: 1_000_000,
      value_accomplished: 350_000,
      approved_time_extension: { number_of_time_extension: 1, total_duration: 15 },
    });
    expect(details.target_accomplishment.toFixed(2)).toBe('41.20');
    expect(details.original_target_accomplishment.toFixed(2)).toBe('53.20');
    expect(details.slippage.toFixed(2)).toBe('-6.20');
    expect(details.percent_time_elapsed.toFixed(2)).toBe('44.35');

    const curves = (await get(office.viewer, `contracts/${contract.id}/scurve?as_of=2024-03-01`)).json();
    expect(curves.revised_projected).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 30, accomplishment: 24 },
      { day: 40, accomplishment: 24 },
      { day: 60, accomplishment: 40 },
      { day: 110, accomplishment: 100 },
    ]);
  });
});
