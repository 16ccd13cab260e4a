import { z } from 'zod';

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

export const siteDetailsSchema = z.object({
  product_name: z.string().min(1),
  company_name: z.string().min(1),
  contact_email: z.email(),
  documentation_url: z.string().refine(isDocumentationUrl),
});
export type SiteDetails = z.infer<typeof siteDetailsSchema>;
