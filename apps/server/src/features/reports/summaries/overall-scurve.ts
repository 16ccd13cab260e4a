import {
  centavosToPesos,
  contractSCurves,
  curveFromNodes,
  figuresOrRecordsError,
  overallSCurve,
  todayInManila,
  toEpochDay,
  type OverallSCurveResponse,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { streamContractsOfYear } from '../../contracts/contracts.service.js';

/**
 * `GET reports/summaries/overall-scurve/{year}` (DOMAIN.md "Curves for
 * reports"): every contract of the year weighted by its original amount on one
 * calendar axis from the earliest effectivity (overallSCurve). No as-of date:
 * every record counts; a suspension not yet resumed is counted up to today.
 * The actual curve is each contract's nodes as a step, not extended to today.
 * A contract whose records are refused is left out of the curves, the count
 * and the total, and counted in `contracts_with_record_errors`. The year's
 * contracts are read a page at a time (by start date, then id: the order the
 * weighted sums have always been added in) and only their curves are kept.
 */
export async function overallSCurveOfYear(db: Database, actor: AuthActor, year: number, now: Date): Promise<OverallSCurveResponse> {
  const today = todayInManila(now);
  let total = 0;
  let withRecordErrors = 0;
  const contracts = [];
  for await (const { row, records } of streamContractsOfYear(db, actor.accountId, year, { kinds: ['schedule', 'accomplishments', 'suspensions'] })) {
    const { figures: curves } = figuresOrRecordsError(row.id, () =>
      contractSCurves({
        effectivity: row.startDate,
        schedule: records.schedule,
        accomplishments: records.accomplishments,
        suspensions: records.suspensions,
        asOf: today,
      }),
    );
    if (curves === null) {
      withRecordErrors += 1;
      continue;
    }
    total += row.amount;
    contracts.push({
      effectivity: row.startDate,
      amount: row.amount,
      originalProjected: curves.originalProjected,
      revisedProjected: curves.revisedProjected,
      actualAccomplishment: curveFromNodes(toEpochDay(row.startDate), records.accomplishments),
    });
  }
  const curve = overallSCurve(contracts);
  return {
    year,
    start_date: curve.startDate,
    total_original_amount: centavosToPesos(total as never),
    number_of_contracts: contracts.length,
    original_projected_scurve: curve.originalProjected,
    revised_projected_scurve: curve.revisedProjected,
    actual_accomplishment_scurve: curve.actualAccomplishment,
    contracts_with_record_errors: withRecordErrors,
  };
}
