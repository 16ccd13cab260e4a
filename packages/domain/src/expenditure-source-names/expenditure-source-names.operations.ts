import { z } from 'zod';
import { idParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { expenditureSourceNameInputSchema, expenditureSourceNameSchema } from './expenditure-source-names.schemas.js';

const names = operationFamily({ tag: 'expenditure-source-names', access: 'activeAccount' });

/** Expenditure source names (spec 2 §7): the list, Add and Edit. */
export const expenditureSourceNameOperations = defineOperations({
  list: names.read('expenditure-source-names/', z.array(expenditureSourceNameSchema), "The office's expenditure source names"),
  create: names.create('expenditure-source-names/create/', expenditureSourceNameInputSchema, expenditureSourceNameSchema, 'Add an expenditure source name', {
    permission: 'expenditureSourceNames.write',
  }),
  update: names.update(
    'expenditure-source-names/update/{id}/',
    expenditureSourceNameInputSchema,
    expenditureSourceNameSchema,
    'Edit an expenditure source name',
    { permission: 'expenditureSourceNames.write', params: idParams },
  ),
});
