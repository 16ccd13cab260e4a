import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { idParam } from '../common/ids.js';
import { expenditureSourceNameInputSchema, expenditureSourceNameSchema } from './expenditure-source-names.schemas.js';

const tag = 'expenditure-source-names';

/** Expenditure source names (spec 2 §7): the list, Add and Edit. */
export const expenditureSourceNameOperations = defineOperations({
  list: {
    method: 'GET',
    path: 'expenditure-source-names/',
    tag,
    summary: "The office's expenditure source names",
    access: 'activeAccount',
    status: 200,
    response: z.array(expenditureSourceNameSchema),
    errors: [401, 403],
  },
  create: {
    method: 'POST',
    path: 'expenditure-source-names/create/',
    tag,
    summary: 'Add an expenditure source name',
    access: 'activeAccount',
    permission: 'expenditureSourceNames.write',
    body: expenditureSourceNameInputSchema,
    status: 201,
    response: expenditureSourceNameSchema,
    errors: [400, 401, 403],
  },
  update: {
    method: 'PUT',
    path: 'expenditure-source-names/update/{id}/',
    tag,
    summary: 'Edit an expenditure source name',
    access: 'activeAccount',
    permission: 'expenditureSourceNames.write',
    params: z.object({ id: idParam }),
    body: expenditureSourceNameInputSchema,
    status: 200,
    response: expenditureSourceNameSchema,
    errors: [400, 401, 403, 404],
  },
});
