import { PRODUCT_NAME, siteOperations, type SiteDetails } from '@subaybay/domain';
import type { SiteConfig } from '../../config.js';
import { operationRoutes } from '../../lib/operations.js';

/**
 * `GET /api/site` (declared in packages/domain/src/site/site.operations.ts):
 * the installation's details, read from the environment at boot.
 */
export const siteRoutes = operationRoutes(siteOperations, (_app, options: { site: SiteConfig }) => {
  const details: SiteDetails = {
    product_name: PRODUCT_NAME,
    company_name: options.site.companyName,
    contact_email: options.site.contactEmail,
    documentation_url: options.site.documentationUrl,
  };
  return { details: async () => details };
});
