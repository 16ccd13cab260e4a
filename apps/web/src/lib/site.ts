/** Product-wide constants shown on public pages and in the menu. */
export const PRODUCT_NAME = 'Subaybay';
export const COMPANY_NAME = 'Subaybay Systems';
export const CONTACT_EMAIL = 'support@subaybay.ph';
export const DOCUMENTATION_URL = 'https://docs.subaybay.ph';

/** Spec 1 §9. */
export const DEFAULT_PAGE_SIZE = 50;
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** Lazily loaded page chunks give up after this long (spec 1 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
