import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { noContent } from '../api/common-schemas.js';
import { idParam } from '../common/ids.js';
import {
  fundSourceInputSchema,
  fundSourceSchema,
  municipalitySchema,
  systemInputSchema,
  systemSchema,
  systemUpdateInputSchema,
} from './lookups.schemas.js';

/** Municipalities (spec 2 §7): the country's cities and municipalities, read only. */
export const municipalityOperations = defineOperations({
  list: {
    method: 'GET',
    path: 'municipalities/',
    tag: 'municipalities',
    summary: 'Every city and municipality of the Philippines (PSGC), by province then name',
    access: 'activeAccount',
    status: 200,
    response: z.array(municipalitySchema),
    errors: [401, 403],
  },
});

/** Systems/categories (spec 2 §4, §7): the list, one system, Add and Update. */
export const systemOperations = defineOperations({
  list: {
    method: 'GET',
    path: 'systems/',
    tag: 'systems',
    summary: "The office's systems/categories",
    access: 'activeAccount',
    status: 200,
    response: z.array(systemSchema),
    errors: [401, 403],
  },
  one: {
    method: 'GET',
    path: 'systems/{id}/',
    tag: 'systems',
    summary: 'One system/category',
    access: 'activeAccount',
    params: z.object({ id: idParam }),
    status: 200,
    response: systemSchema,
    errors: [401, 403, 404],
  },
  create: {
    method: 'POST',
    path: 'systems/create/',
    tag: 'systems',
    summary: 'Add a system/category',
    access: 'activeAccount',
    permission: 'systems.write',
    body: systemInputSchema,
    status: 201,
    response: systemSchema,
    errors: [400, 401, 403, 409],
  },
  update: {
    method: 'PUT',
    path: 'systems/update/{id}/',
    tag: 'systems',
    summary: 'Edit a system/category',
    access: 'activeAccount',
    permission: 'systems.write',
    params: z.object({ id: idParam }),
    body: systemUpdateInputSchema,
    status: 200,
    response: systemSchema,
    errors: [400, 401, 403, 404, 409],
  },
});

/** Fund sources (spec 2 §7): the list, Add, rename and delete. */
export const fundSourceOperations = defineOperations({
  list: {
    method: 'GET',
    path: 'fund-sources/',
    tag: 'fund-sources',
    summary: "The office's fund sources",
    access: 'activeAccount',
    status: 200,
    response: z.array(fundSourceSchema),
    errors: [401, 403],
  },
  create: {
    method: 'POST',
    path: 'fund-sources/create/',
    tag: 'fund-sources',
    summary: 'Add a fund source',
    access: 'activeAccount',
    permission: 'fundSources.write',
    body: fundSourceInputSchema,
    status: 201,
    response: fundSourceSchema,
    errors: [400, 401, 403, 409],
  },
  update: {
    method: 'PUT',
    path: 'fund-sources/update/{id}/',
    tag: 'fund-sources',
    summary: 'Rename a fund source',
    access: 'activeAccount',
    permission: 'fundSources.write',
    params: z.object({ id: idParam }),
    body: fundSourceInputSchema,
    status: 200,
    response: fundSourceSchema,
    errors: [400, 401, 403, 404, 409],
  },
  delete: {
    method: 'DELETE',
    path: 'fund-sources/delete/{id}/',
    tag: 'fund-sources',
    summary: 'Delete a fund source no project uses',
    access: 'activeAccount',
    permission: 'fundSources.write',
    params: z.object({ id: idParam }),
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
});
