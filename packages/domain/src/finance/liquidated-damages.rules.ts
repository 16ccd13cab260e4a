import { toEpochDay, type IsoDate } from '../common/dates.js';
import { centavos, roundCentavos, type Centavos } from '../common/money.js';

/**
 * Liquidated damages (DOMAIN.md "Money"), shown on the Contract Timeline once
 * the expiry due to time extensions has passed and actual < 100.
 */

/** 1/10 of 1 % of the cost of the unperformed portion per day of delay. */
export const LIQUIDATED_DAMAGES_RATE_PER_DAY = 0.001;
/** Liquidated damages reaching 10 % of the contract amount are grounds for rescission. */
export const RESCISSION_THRESHOLD_PERCENT = 10;

export interface LiquidatedDamages {
  /** Days after the expiry due to time extensions, to T. */
  daysOfDelay: number;
  /** True when they are to be shown: delay > 0 and actual < 100. */
  applies: boolean;
  /** `days_of_delay × 0.001 × (1 − actual/100) × revised_contract_amount`, to the centavo; 0 when not applicable. */
  amount: Centavos;
  /** Reached 10 % of the contract amount (grounds for rescission). */
  rescissionFlag: boolean;
}

export function liquidatedDamages(input: {
  asOf: IsoDate;
  expiryDateDueToTimeExtensions: IsoDate;
  actualAccomplishment: number;
  revisedContractAmount: Centavos;
  /** The amount the 10 % flag is read against: DOMAIN.md says the revised contract amount (the Timeline passes it). */
  contractAmount: Centavos;
}): LiquidatedDamages {
  const daysOfDelay = Math.max(0, toEpochDay(input.asOf) - toEpochDay(input.expiryDateDueToTimeExtensions));
  const applies = daysOfDelay > 0 && input.actualAccomplishment < 100;
  const amount = applies
    ? roundCentavos(
        daysOfDelay * LIQUIDATED_DAMAGES_RATE_PER_DAY * (1 - input.actualAccomplishment / 100) * input.revisedContractAmount,
      )
    : centavos(0);
  return {
    daysOfDelay,
    applies,
    amount,
    // Integer comparison: amount ≥ 10 % of the contract amount.
    rescissionFlag: applies && amount * 100 >= input.contractAmount * RESCISSION_THRESHOLD_PERCENT,
  };
}
