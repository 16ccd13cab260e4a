import { z } from 'zod';
import { idParams, yearParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { projectCreateInputSchema, projectSchema, projectUpdateInputSchema, projectYearSummarySchema } from './projects.schemas.js';

const projects = operationFamily({ tag: 'projects', access: 'activeAccount' });

/** Projects (spec 2 §5, §7): the years, a year's projects, one project, Add, Edit and Delete. */
export const projectOperations = defineOperations({
  years: projects.read('projects/', z.array(projectYearSummarySchema), 'Implementation years with their number of projects and total allocation, newest first'),
  ofYear: projects.read('projects/year/{year}', z.array(projectSchema), 'The projects of an implementation year', { params: yearParams }),
  one: projects.read('projects/{id}', projectSchema, 'One project', { params: idParams }),
  create: projects.create('projects/create/', projectCreateInputSchema, projectSchema, 'Add a project (the description may be sent as desc)', {
    permission: 'projects.create',
  }),
  update: projects.update('projects/update/{id}/', projectUpdateInputSchema, projectSchema, 'Edit a project', {
    permission: 'projects.update',
    params: idParams,
  }),
  delete: projects.delete('projects/delete/{id}/', 'Delete a project with its finance records (refused while contracts are attached)', {
    permission: 'projects.delete',
    params: idParams,
    extraErrors: [400],
  }),
});
