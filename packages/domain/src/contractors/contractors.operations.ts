import { z } from 'zod';
import { asOfQuery } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { idParam } from '../common/ids.js';
import { contractorInputSchema, contractorPageSchema, contractorSchema } from './contractors.schemas.js';

const tag = 'contractors';

/** Contractors (spec 3 §2, §3, §5, §7): the list, Add Contractor, the contractor page and its update. */
export const contractorOperations = defineOperations({
  list: {
    method: 'GET',
    path: 'contractors/',
    tag,
    summary: "The office's contractors, by name",
    access: 'activeAccount',
    status: 200,
    response: z.array(contractorSchema),
    errors: [401, 403],
  },
  create: {
    method: 'POST',
    path: 'contractors/create/',
    tag,
    summary: 'Add a contractor',
    access: 'activeAccount',
    permission: 'contractors.create',
    body: contractorInputSchema,
    status: 201,
    response: contractorSchema,
    errors: [400, 401, 403],
  },
  page: {
    method: 'GET',
    path: 'contractors/{id}/',
    tag,
    summary: 'The contractor page as of a date (default today in Manila): contracts, performance counts, contracts by year',
    access: 'activeAccount',
    params: z.object({ id: idParam }),
    query: asOfQuery,
    status: 200,
    response: contractorPageSchema,
    errors: [400, 401, 403, 404],
  },
  update: {
    method: 'PUT',
    path: 'contractors/update/{id}/',
    tag,
    summary: 'Update a contractor (same fields as Add)',
    access: 'activeAccount',
    permission: 'contractors.create',
    params: z.object({ id: idParam }),
    body: contractorInputSchema,
    status: 200,
    response: contractorSchema,
    errors: [400, 401, 403, 404],
  },
});
