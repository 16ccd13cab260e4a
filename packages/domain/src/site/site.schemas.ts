import { z } from 'zod';
import { isDocumentationUrl, type SiteDetails } from './site-details.js';

/** `GET /api/site`'s answer; `readSiteDetails` reads the same without zod for the web's boot. */
export const siteDetailsSchema = z.object({
  product_name: z.string().min(1),
  company_name: z.string().min(1),
  contact_email: z.email(),
  documentation_url: z.string().refine(isDocumentationUrl),
}) satisfies z.ZodType<SiteDetails>;
