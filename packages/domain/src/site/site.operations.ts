import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { SITE_DETAILS_PATH } from './site-details.js';
import { siteDetailsSchema } from './site.schemas.js';

/**
 * The installation's details (read from the environment at boot) for the
 * public pages and the menu. Public: the web reads them before its first
 * render, before anyone signs in.
 */
export const siteOperations = defineOperations({
  details: operationFamily({ tag: 'site', access: 'public' }).read(
    SITE_DETAILS_PATH,
    siteDetailsSchema,
    "The installation's product name, company name, contact e-mail and documentation link",
  ),
});
