import { PRODUCT_NAME, siteDetailsSchema, type SiteDetails } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteConfig } from '../../config.js';

/**
 * `GET /api/site`: the installation's details (read from the environment at
 * boot) for the public pages and the menu. Public: the landing page shows
 * them before anyone signs in.
 */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteConfig }> = async (app, options) => {
  const details: SiteDetails = {
    product_name: PRODUCT_NAME,
    company_name: options.site.companyName,
    contact_email: options.site.contactEmail,
    documentation_url: options.site.documentationUrl,
  };

  app.get('/site', {
    config: { access: 'public' },
    schema: {
      tags: ['site'],
      summary: "The installation's product name, company name, contact e-mail and documentation link",
      response: { 200: siteDetailsSchema },
    },
    handler: async () => details,
  });
};
