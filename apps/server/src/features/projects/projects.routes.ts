import { projectOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { createProjectsService } from './projects.service.js';

/** The projects operations (declared in packages/domain/src/projects/projects.operations.ts). */
export const projectsRoutes = operationRoutes(projectOperations, (app) => {
  const service = createProjectsService(app);
  return {
    years: async ({ actor }) => service.listProjectYears(actor),
    ofYear: async ({ actor, params }) => service.listProjectsOfYear(actor, params.year),
    one: async ({ actor, params }) => service.getProject(actor, params.id),
    create: async ({ actor, body, ip }) => service.createProject(actor, body, ip),
    update: async ({ actor, params, body, ip }) => service.updateProject(actor, params.id, body, ip),
    delete: async ({ actor, params, ip }) => service.deleteProject(actor, params.id, ip),
  };
});
