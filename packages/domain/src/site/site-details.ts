/*
 * An installation's details, free of zod: the web reads them at boot, before its
 * first render, and its shell must not carry the schemas (`site.schemas.ts` holds
 * the API's schema, which the server answers with and a test holds to this reader).
 */

/** The product's name: part of the product, not of an installation. */
export const PRODUCT_NAME = 'Subaybay';

/**
 * An installation's details shown on the public pages and in the menu
 * (`GET /api/site`). The operator sets them at boot (SITE_* variables); these
 * are the defaults when unset.
 */
export const DEFAULT_SITE_DETAILS = {
  company_name: 'Subaybay Systems',
  contact_email: 'support@subaybay.ph',
  /** The in-app user guide; an http(s) address points outside instead. */
  documentation_url: '/guide',
} as const;

/** An in-app path (`/guide`) or an absolute http(s) address. */
export function isDocumentationUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Where the web reads them: `GET /api/site`. */
export const SITE_DETAILS_PATH = 'site';

export interface SiteDetails {
  product_name: string;
  company_name: string;
  contact_email: string;
  documentation_url: string;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The details in what `GET /api/site` answered, or null when it is not them: the same
 * rules as `siteDetailsSchema` (an e-mail is checked by its shape `a@b.c` only).
 */
export function readSiteDetails(value: unknown): SiteDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const { product_name, company_name, contact_email, documentation_url } = value as Record<string, unknown>;
  if (!nonEmpty(product_name) || !nonEmpty(company_name)) return null;
  if (!nonEmpty(contact_email) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact_email)) return null;
  if (typeof documentation_url !== 'string' || !isDocumentationUrl(documentation_url)) return null;
  return { product_name, company_name, contact_email, documentation_url };
}
