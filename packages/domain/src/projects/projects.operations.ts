import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { noContent } from '../api/common-schemas.js';
import { idParam, yearParam } from '../common/ids.js';
import { projectCreateInputSchema, projectSchema, projectUpdateInputSchema, projectYearSummarySchema } from './projects.schemas.js';

const tag = 'projects';

/** Projects (spec 2 §5, §7): the years, a year's projects, one project, Add, Edit and Delete. */
export const projectOperations = defineOperations({
  years: {
    method: 'GET',
    path: 'projects/',
    tag,
    summary: 'Implementation years with their number of projects and total allocation, newest first',
    access: 'activeAccount',
    status: 200,
    response: z.array(projectYearSummarySchema),
    errors: [401, 403],
  },
  ofYear: {
    method: 'GET',
    path: 'projects/year/{year}',
    tag,
    summary: 'The projects of an implementation year',
    access: 'activeAccount',
    params: z.object({ year: yearParam }),
    status: 200,
    response: z.array(projectSchema),
    errors: [401, 403, 404],
  },
  one: {
    method: 'GET',
    path: 'projects/{id}',
    tag,
    summary: 'One project',
    access: 'activeAccount',
    params: z.object({ id: idParam }),
    status: 200,
    response: projectSchema,
    errors: [401, 403, 404],
  },
  create: {
    method: 'POST',
    path: 'projects/create/',
    tag,
    summary: 'Add a project (the description may be sent as desc)',
    access: 'activeAccount',
    permission: 'projects.create',
    body: projectCreateInputSchema,
    status: 201,
    response: projectSchema,
    errors: [400, 401, 403],
  },
  update: {
    method: 'PUT',
    path: 'projects/update/{id}/',
    tag,
    summary: 'Edit a project',
    access: 'activeAccount',
    permission: 'projects.update',
    params: z.object({ id: idParam }),
    body: projectUpdateInputSchema,
    status: 200,
    response: projectSchema,
    errors: [400, 401, 403, 404],
  },
  delete: {
    method: 'DELETE',
    path: 'projects/delete/{id}/',
    tag,
    summary: 'Delete a project with its finance records (refused while contracts are attached)',
    access: 'activeAccount',
    permission: 'projects.delete',
    params: z.object({ id: idParam }),
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
});
