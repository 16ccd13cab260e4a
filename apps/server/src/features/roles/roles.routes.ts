import { isRoleId, roleNames, roleOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { listRoleIds } from './roles.repository.js';

/** The roles operation (declared in packages/domain/src/roles/roles.operations.ts). */
export const rolesRoutes = operationRoutes(roleOperations, (app) => ({
  // Too small for a service: ids from the database, display names from the domain.
  list: async () => (await listRoleIds(app.db)).filter(isRoleId).map((id) => ({ id, name: roleNames[id] })),
}));
