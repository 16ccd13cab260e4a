import { z } from 'zod';
import { asOfQuery, idParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { contractorInputSchema, contractorPageSchema, contractorSchema } from './contractors.schemas.js';

const contractors = operationFamily({ tag: 'contractors', access: 'activeAccount' });

/** Contractors (spec 3 §2, §3, §5, §7): the list, Add Contractor, the contractor page and its update. */
export const contractorOperations = defineOperations({
  list: contractors.read('contractors/', z.array(contractorSchema), "The office's contractors, by name"),
  create: contractors.create('contractors/create/', contractorInputSchema, contractorSchema, 'Add a contractor', { permission: 'contractors.create' }),
  page: contractors.read(
    'contractors/{id}/',
    contractorPageSchema,
    'The contractor page as of a date (default today in Manila): contracts, performance counts, contracts by year',
    { params: idParams, query: asOfQuery },
  ),
  update: contractors.update('contractors/update/{id}/', contractorInputSchema, contractorSchema, 'Update a contractor (same fields as Add)', {
    permission: 'contractors.create',
    params: idParams,
  }),
});
