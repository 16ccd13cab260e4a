/**
 * Lets code outside React (the API client) change pages. The router registers
 * its `navigate` at start; before that, and in tests, a full page load is used.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}
