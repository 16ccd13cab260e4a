/**
 * The date rules are the domain's (`todayInManila`, `addMonths`, `isIsoDate`,
 * `timeSince` in @subaybay/domain); import them from there. These names remain
 * only for test files written before the move and go once none imports them.
 */
export { addMonths, isIsoDate, timeSince, todayInManila as officeDate } from '@subaybay/domain';
