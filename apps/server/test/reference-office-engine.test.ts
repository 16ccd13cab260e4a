import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contractDetails,
  contractSCurves,
  parsePesosToCentavos,
  type ContractFiguresInput,
  type IsoDate,
} from '@subaybay/domain';
import { describe, expect, it } from 'vitest';

/**
 * The reference office (test-fixtures/reference-office, with its README):
 * its seven contracts' records through the domain engine at 2024-06-30 and
 * 2024-12-31, against the figures computed independently from DOMAIN.md
 * (expected.json). Percentages compare at 4 decimals, money to the centavo.
 * No database: this checks the engine, the API tests check the wiring.
 */

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../../../test-fixtures/reference-office');


interface Row {
  contract_id: number;
}
type Office = Record<string, unknown[]> & {
  contracts: { id: number; amount: number; start_date: IsoDate; duration: number }[];
  physical_schedules: (Row & { date_effective: IsoDate; accomplishment: number })[];
  physical_accomplishments: (Row & { date: IsoDate; accomplishment: number })[];
  suspension_orders: (Row & { id: number; date_effective: IsoDate })[];
  resume_orders: { suspension_order_id: number; date_effective: IsoDate }[];
  approved_time_extensions: (Row & { number_of_days: number; date_approved: IsoDate })[];
  variation_orders: (Row & { id: number; date_effective: IsoDate; revised_amount: number })[];
  financial_accomplishments: (Row & { billing_date: IsoDate; billing_amount: number })[];
};

/** A contract of expected.json: the figures compared here, and more. */
type ExpectedContract = { id: number; revised_curve: unknown } & Record<string, unknown>;

/** The contract's identity is not under test here: only the figures Contract Details computes. */
const head = (id: number) => ({
  id,
  contractNumber: `REF-${id}`,
  description: '',
  location: '',
  contractorId: null,
  contractorName: null,
  projectInChargeId: null,
  picFirstName: null,
  picLastName: null,
});

const pesos = (amount: number) => parsePesosToCentavos(amount.toFixed(2));
const at4 = (value: number) => Math.round(value * 10_000) / 10_000;

function inputOf(office: Office, contractId: number, asOf: IsoDate): ContractFiguresInput {
  const contract = office.contracts.find((row) => row.id === contractId)!;
  const of = <R extends Row>(rows: R[]) => rows.filter((row) => row.contract_id === contractId);
  return {
    effectivity: contract.start_date,
    duration: contract.duration,
    amount: pesos(contract.amount),
    schedule: of(office.physical_schedules).map((row) => ({ date: row.date_effective, accomplishment: row.accomplishment })),
    accomplishments: of(office.physical_accomplishments).map((row) => ({ date: row.date, accomplishment: row.accomplishment })),
    suspensions: of(office.suspension_orders).map((row) => ({
      dateEffective: row.date_effective,
      resumptionDate: office.resume_orders.find((resume) => resume.suspension_order_id === row.id)?.date_effective ?? null,
    })),
    timeExtensions: of(office.approved_time_extensions).map((row) => ({ numberOfDays: row.number_of_days, dateApproved: row.date_approved })),
    // The fixture breaks ties of one date by id: the entry order here.
    variationOrders: of(office.variation_orders)
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ dateEffective: row.date_effective, revisedAmount: pesos(row.revised_amount) })),
    billings: of(office.financial_accomplishments).map((row) => ({ billingDate: row.billing_date, billingAmount: pesos(row.billing_amount) })),
    asOf,
  };
}

describe('reference office through the engine', () => {
  const office = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'office.json'), 'utf8')) as Office;
  const expected = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'expected.json'), 'utf8')) as {
    as_of: Record<string, { contracts: ExpectedContract[] }>;
  };

  for (const asOf of ['2024-06-30', '2024-12-31'] as const) {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      it(`contract ${id} as of ${asOf}`, () => {
        const want = expected.as_of[asOf]!.contracts.find((row) => row.id === id)!;
        const input = inputOf(office, id, asOf);
        const got = contractDetails({ contract: head(id), projects: [], figures: input });
        expect({
          calendar_days_elapsed: got.calendar_days_elapsed,
          original_expiry_date: got.original_expiry_date,
          expiry_date_due_to_suspensions: got.expiry_date_due_to_suspensions,
          expiry_date_due_to_time_extensions: got.expiry_date_due_to_time_extensions,
          days_suspended: got.days_suspended,
          contract_time_elapsed: got.contract_time_elapsed,
          percent_time_elapsed: at4(got.percent_time_elapsed),
          approved_time_extension: got.approved_time_extension,
          actual_accomplishment: at4(got.actual_accomplishment),
          target_accomplishment: at4(got.target_accomplishment),
          original_target_accomplishment: at4(got.original_target_accomplishment),
          slippage: at4(got.slippage),
          slippage_band: got.slippage_band,
          status: got.status,
          suspended: got.suspended,
          completion_date: got.completion_date,
          original_contract_amount: got.original_contract_amount,
          revised_contract_amount: got.revised_contract_amount,
          value_accomplished: got.value_accomplished,
          target_value_accomplished: got.target_value_accomplished,
          variation_order_increase_above_10_percent: got.variation_order_warning !== null,
        }).toEqual({
          calendar_days_elapsed: want.calendar_days_elapsed,
          original_expiry_date: want.original_expiry_date,
          expiry_date_due_to_suspensions: want.expiry_date_due_to_suspensions,
          expiry_date_due_to_time_extensions: want.expiry_date_due_to_time_extensions,
          days_suspended: want.days_suspended,
          contract_time_elapsed: want.contract_time_elapsed,
          percent_time_elapsed: want.percent_time_elapsed,
          approved_time_extension: want.approved_time_extension,
          actual_accomplishment: want.actual_accomplishment,
          target_accomplishment: want.target_accomplishment,
          original_target_accomplishment: want.original_target_accomplishment,
          slippage: want.slippage,
          slippage_band: want.slippage_band,
          status: want.status,
          suspended: want.suspended,
          completion_date: want.completion_date,
          original_contract_amount: want.original_contract_amount,
          revised_contract_amount: want.revised_contract_amount,
          value_accomplished: want.value_accomplished,
          target_value_accomplished: want.target_value_accomplished,
          variation_order_increase_above_10_percent: want.variation_order_increase_above_10_percent,
        });
        const curve = contractSCurves(input).revisedProjected.map((point) => ({ day: point.day, accomplishment: at4(point.accomplishment) }));
        expect(curve).toEqual(want.revised_curve);
      });
    }
  }
});
