import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { makeSuperuser } from './helpers/finance.js';
import { expectPercent, loadReferenceOffice, referenceExpected, referenceOffice, to4 } from './helpers/reference-office.js';

/**
 * The reference office (test-fixtures/reference-office/README.md) entered
 * through the API, then Contract Details of its seven contracts read at the
 * fixture's two as-of dates and compared with its independently computed
 * figures. Percentages to 4 decimals, pesos to the centavo, dates exactly.
 */

const AS_OF_DATES = Object.keys(referenceExpected.as_of) as string[];

describe('the reference office through the API', () => {
  apiTest(
    'Contract Details, Summary, Timeline, revised curves, billings and feature quantities of its seven contracts agree with the expected figures',
    async ({ api, office }) => {
      await makeSuperuser(api, office.holder);
      const loaded = await loadReferenceOffice(api, office.holder);
      expect(loaded.contractIds.size).toBe(referenceOffice.contracts.length);

      for (const asOf of AS_OF_DATES) {
        for (const expected of referenceExpected.as_of[asOf].contracts) {
          const id = loaded.contractIds.get(expected.id)!;
          const response = await api.request({ method: 'GET', url: `/api/contracts/details/${id}?as_of=${asOf}`, token: office.viewer.access });
          expect(response.statusCode, `${expected.contract_number} ${asOf}`).toBe(200);
          const details = response.json();
          const label = (field: string) => `${expected.contract_number} as of ${asOf}: ${field}`;

          for (const field of [
            'contract_id',
            'contract_number',
            'contract_description',
            'contract_effectivity',
            'original_contract_time',
            'original_expiry_date',
            'expiry_date_due_to_suspensions',
            'expiry_date_due_to_time_extensions',
            'original_contract_amount',
            'revised_contract_amount',
            'location',
            'calendar_days_elapsed',
            'slippage_band',
            'status',
            'suspended',
            'completion_date',
            'days_suspended',
            'contract_time_elapsed',
            'approved_time_extension',
            'value_accomplished',
            'target_value_accomplished',
          ]) {
            expect(details[field], label(field)).toEqual(expected[field]);
          }
          for (const field of ['actual_accomplishment', 'target_accomplishment', 'original_target_accomplishment', 'slippage', 'percent_time_elapsed']) {
            expectPercent(details[field], expected[field], label(field));
          }
          expect(details.contractor?.name, label('contractor')).toBe(expected.contractor.name);
          expect(`${details.project_in_charge?.first_name} ${details.project_in_charge?.last_name}`, label('project_in_charge')).toBe(expected.project_in_charge);
          expect(details.projects.map((project: { name: string }) => project.name).sort(), label('projects')).toEqual(
            expected.projects.map((project: { name: string }) => project.name).sort(),
          );
          // A shared contract's fund sources are a reading (README 3): compare them as a set.
          expect(details.fund_source.split(' / ').sort(), label('fund_source')).toEqual(expected.fund_source.split(' / ').sort());
          expect(details.variation_order_warning !== null, label('variation order warning')).toBe(expected.variation_order_increase_above_10_percent);

          // The chart's revised curve: the raw points, before any display filter.
          const curves = (await api.request({ method: 'GET', url: `/api/contracts/${id}/scurve?as_of=${asOf}`, token: office.viewer.access })).json();
          expect(
            curves.revised_projected.map((point: { day: number; accomplishment: number }) => ({ day: point.day, accomplishment: to4(point.accomplishment) })),
            label('revised curve'),
          ).toEqual(expected.revised_curve);
        }
      }

      // Contract Summary and Contract Timeline at both as-of dates (README: timeline rows, liquidated damages, features above 0).
      for (const asOf of AS_OF_DATES) {
        for (const expected of referenceExpected.as_of[asOf].contracts) {
          const id = loaded.contractIds.get(expected.id)!;
          const label = (field: string) => `${expected.contract_number} as of ${asOf}: ${field}`;
          const summaryResponse = await api.request({ method: 'GET', url: `/api/contracts/${id}/summary?as_of=${asOf}`, token: office.viewer.access });
          expect(summaryResponse.statusCode, label('summary')).toBe(200);
          const summary = summaryResponse.json();
          for (const field of [
            'original_contract_time',
            'contract_effectivity',
            'original_expiry_date',
            'calendar_days_elapsed',
            'days_suspended',
            'contract_time_elapsed',
            'expiry_date_due_to_suspensions',
            'expiry_date_due_to_time_extensions',
            'original_contract_amount',
            'revised_contract_amount',
            'location',
          ]) {
            expect(summary[field], label(`summary ${field}`)).toEqual(expected[field]);
          }
          expectPercent(summary.percent_time_elapsed, expected.percent_time_elapsed, label('summary percent_time_elapsed'));
          expectPercent(summary.percent_work_accomplished, expected.actual_accomplishment, label('summary percent_work_accomplished'));
          expectPercent(summary.percent_work_programmed, expected.target_accomplishment, label('summary percent_work_programmed'));
          expectPercent(summary.percent_slippage, expected.slippage, label('summary percent_slippage'));
          expect(summary.contractor, label('summary contractor')).toBe(expected.contractor.name);
          expect(
            summary.physical_features.map(({ name_id: _id, ...feature }: { name_id: number }) => feature),
            label('summary physical_features'),
          ).toEqual(expected.physical_features.map(({ name_id: _id, ...feature }: { name_id: number }) => feature));

          const timelineResponse = await api.request({ method: 'GET', url: `/api/contracts/${id}/timeline?as_of=${asOf}`, token: office.viewer.access });
          expect(timelineResponse.statusCode, label('timeline')).toBe(200);
          const timeline = timelineResponse.json();
          expect(timeline.suspensions, label('timeline suspensions')).toEqual(expected.timeline.suspensions);
          for (const field of ['revised_target_completion', 'completion_date', 'contract_time_elapsed'] as const) {
            expect(timeline[field], label(`timeline ${field}`)).toEqual(expected.timeline[field]);
          }
          for (const field of ['days_of_delay', 'liquidated_damages', 'liquidated_damages_flag'] as const) {
            expect(timeline[field], label(field)).toEqual(expected[field]);
          }
          expect(timeline.contract_amount, label('timeline contract_amount')).toBe(expected.original_contract_amount);
          expect(timeline.revised_contract_amount, label('timeline revised_contract_amount')).toBe(expected.revised_contract_amount);
          expect(timeline.contract_duration, label('timeline contract_duration')).toBe(expected.original_contract_time);
          expect(timeline.expiry_date, label('timeline expiry_date')).toBe(expected.original_expiry_date);
          expect(timeline.project_name.split(' / ').sort(), label('timeline project_name')).toEqual(
            expected.projects.map((project: { name: string }) => project.name).sort(),
          );
        }
      }

      // Billings: each one's day elapsed and cumulative percent of the revised amount.
      for (const expected of referenceExpected.billings) {
        const fixture = referenceOffice.contracts.find((contract: { contract_id: string }) => contract.contract_id === expected.contract_number);
        const id = loaded.contractIds.get(fixture.id)!;
        const billings = (await api.request({ method: 'GET', url: `/api/financial-accomplishments/contract/${id}`, token: office.viewer.access })).json();
        expect(
          billings.map((row: { billing_date: string; day: number; billing_amount: number; percent_accomplishment: number }) => ({
            billing_date: row.billing_date,
            day: row.day,
            billing_amount: row.billing_amount,
            percent_accomplishment: to4(row.percent_accomplishment),
          })),
          `billings of ${expected.contract_number}`,
        ).toEqual(expected.rows.map(({ id: _id, ...row }: { id: number }) => row));
      }

      // Feature quantities today: every entry is dated in 2024, so they are the 2024-12-31 figures.
      for (const expected of referenceExpected.as_of['2024-12-31'].contracts) {
        const id = loaded.contractIds.get(expected.id)!;
        const summary = (await api.request({ method: 'GET', url: `/api/physical-features/features/contract/${id}`, token: office.viewer.access })).json();
        expect(
          summary.map((row: { name: string; quantity: number; unit: string }) => ({ name: row.name, quantity: row.quantity, unit: row.unit })),
          `physical features of ${expected.contract_number}`,
        ).toEqual(expected.physical_features_all.map((row: { name: string; quantity: number; unit: string }) => ({ name: row.name, quantity: row.quantity, unit: row.unit })));
      }
    },
    240_000,
  );
});
