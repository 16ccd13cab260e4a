/** The year of `/finance/expenditures-by-year/:year`: the one calendar-year path rule, under the name the page imports. */
export { pathCalendarYear as yearParam } from '../../lib/path-params';
