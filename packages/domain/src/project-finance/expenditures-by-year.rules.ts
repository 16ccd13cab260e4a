import { sumCentavos, type Centavos } from '../common/money.js';

/** Finance › Expenditures by year (spec 2 §3, §9). */

export interface YearExpenditure {
  id: number;
  amount: Centavos;
  dateDisbursed: string | null;
}

export interface ProjectYearExpenditures<P> {
  project: P;
  expenditures: readonly YearExpenditure[];
}

export interface ProjectExpendituresSummary<P> {
  project: P;
  /** The disbursed expenditures only. */
  expenditures: (YearExpenditure & { dateDisbursed: string })[];
  total: Centavos;
}

/**
 * Only expenditures with a date disbursed are summed; a project whose sum is
 * zero (nothing disbursed, or only zero amounts) is left out. Order is kept.
 */
export function summariseExpendituresByYear<P>(records: readonly ProjectYearExpenditures<P>[]): ProjectExpendituresSummary<P>[] {
  const summaries: ProjectExpendituresSummary<P>[] = [];
  for (const record of records) {
    const disbursed = record.expenditures.filter(
      (expenditure): expenditure is YearExpenditure & { dateDisbursed: string } =>
        expenditure.dateDisbursed !== null && expenditure.dateDisbursed !== '',
    );
    const total = sumCentavos(disbursed.map((expenditure) => expenditure.amount));
    if (total !== 0) summaries.push({ project: record.project, expenditures: disbursed, total });
  }
  return summaries;
}
