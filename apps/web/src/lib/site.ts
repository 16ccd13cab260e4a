import { DEFAULT_SITE_DETAILS, PRODUCT_NAME, readSiteDetails, SITE_DETAILS_PATH, type SiteDetails } from '@subaybay/domain';

export { PRODUCT_NAME };

/** Spec 1 §9. */
export const DEFAULT_PAGE_SIZE = 50;
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** Lazily loaded page chunks give up after this long (spec 1 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The boot waits this long for the site details before showing the defaults. */
export const SITE_DETAILS_TIMEOUT_MS = 3_000;

export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * The installation's company name, contact e-mail and documentation link:
 * configuration on the server (SITE_* variables), read once at boot from
 * `GET /api/site` before the first render (main.tsx), so no page ever shows a
 * placeholder and then changes. They do not change while the app runs.
 */
let current: SiteDetails = { product_name: PRODUCT_NAME, ...DEFAULT_SITE_DETAILS };

export function siteDetails(): SiteDetails {
  return current;
}

/** Tests set the details a page should show; the app sets them once through `loadSiteDetails`. */
export function setSiteDetails(details: SiteDetails): void {
  current = details;
}

/**
 * Reads `/api/site` into `siteDetails()`. A server that does not answer in
 * time, or answers something else, leaves the defaults: the public pages must
 * show even then. A plain fetch, not `callOperation`: before the first render
 * there is no session, and a failure here is silent (no toast, no redirect).
 */
export async function loadSiteDetails(fetcher: typeof fetch = fetch): Promise<SiteDetails> {
  try {
    const response = await fetcher(`/api/${SITE_DETAILS_PATH}`, { signal: AbortSignal.timeout(SITE_DETAILS_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (response.ok) {
      // Read without zod (`readSiteDetails`, held to the API's schema by a test): this runs before the
      // first render, and the shell does not carry the schemas.
      const details = readSiteDetails(await response.json());
      if (details) setSiteDetails(details);
    }
  } catch {
    // Offline or slow: the defaults stand.
  }
  return current;
}

/** An in-app path (`/guide`) is a router link; an http(s) address opens outside the app. */
export function isInAppLink(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
