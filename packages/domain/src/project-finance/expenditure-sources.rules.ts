import { AppError } from '../common/errors.js';
import { centavos, formatCentavos, type Centavos } from '../common/money.js';

/** Expenditure sources of a project (DOMAIN.md "Money"). */

export interface Expenditure {
  id?: number | string;
  amount: Centavos;
}

/** `balance = total − Σ expenditures charged to it`. */
export function expenditureSourceBalance(total: Centavos, expenditures: readonly Expenditure[]): Centavos {
  let balance: number = total;
  for (const expenditure of expenditures) balance -= expenditure.amount;
  return centavos(balance);
}

/**
 * Refuses (400), stating the balance, an expenditure larger than the source's
 * balance. An expenditure whose `id` matches a charged one is an update: its
 * old amount is given back first.
 */
export function validateExpenditure(
  source: { total: Centavos; expenditures: readonly Expenditure[] },
  expenditure: Expenditure,
): void {
  const others =
    expenditure.id === undefined ? source.expenditures : source.expenditures.filter((other) => other.id !== expenditure.id);
  const balance = expenditureSourceBalance(source.total, others);
  if (expenditure.amount > balance) {
    throw new AppError(
      'VALIDATION',
      `The expenditure of ${formatCentavos(expenditure.amount)} is larger than the balance of the expenditure source, ${formatCentavos(balance)}.`,
    );
  }
}

/**
 * Refuses (400), stating what is spent, a source total lowered below the
 * expenditures already charged to it: its balance would go negative.
 */
export function validateExpenditureSourceTotal(total: Centavos, expenditures: readonly Expenditure[]): void {
  const spent = centavos(expenditures.reduce((sum, expenditure) => sum + expenditure.amount, 0));
  if (total < spent) {
    throw new AppError(
      'VALIDATION',
      `The total of ${formatCentavos(total)} is less than the ${formatCentavos(spent)} already spent from this expenditure source.`,
    );
  }
}
