import { z } from 'zod';
import { idParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
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
  list: operationFamily({ tag: 'municipalities', access: 'activeAccount' }).read(
    'municipalities/',
    z.array(municipalitySchema),
    'Every city and municipality of the Philippines (PSGC), by province then name',
  ),
});

/** A system's or fund source's name is unique in the office: a taken one answers 409. */
const uniqueName = { extraErrors: [409] } as const;

const systems = operationFamily({ tag: 'systems', access: 'activeAccount' });

/** Systems/categories (spec 2 §4, §7): the list, one system, Add and Update. */
export const systemOperations = defineOperations({
  list: systems.read('systems/', z.array(systemSchema), "The office's systems/categories"),
  one: systems.read('systems/{id}/', systemSchema, 'One system/category', { params: idParams }),
  create: systems.create('systems/create/', systemInputSchema, systemSchema, 'Add a system/category', { permission: 'systems.write', ...uniqueName }),
  update: systems.update('systems/update/{id}/', systemUpdateInputSchema, systemSchema, 'Edit a system/category', {
    permission: 'systems.write',
    params: idParams,
    ...uniqueName,
  }),
});

const fundSources = operationFamily({ tag: 'fund-sources', access: 'activeAccount' });

/** Fund sources (spec 2 §7): the list, Add, rename and delete. */
export const fundSourceOperations = defineOperations({
  list: fundSources.read('fund-sources/', z.array(fundSourceSchema), "The office's fund sources"),
  create: fundSources.create('fund-sources/create/', fundSourceInputSchema, fundSourceSchema, 'Add a fund source', {
    permission: 'fundSources.write',
    ...uniqueName,
  }),
  update: fundSources.update('fund-sources/update/{id}/', fundSourceInputSchema, fundSourceSchema, 'Rename a fund source', {
    permission: 'fundSources.write',
    params: idParams,
    ...uniqueName,
  }),
  // Refused (400) while a project uses it.
  delete: fundSources.delete('fund-sources/delete/{id}/', 'Delete a fund source no project uses', {
    permission: 'fundSources.write',
    params: idParams,
    extraErrors: [400],
  }),
});
