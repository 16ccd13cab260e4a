import { activityOperations, type ClientActivityAction } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { queryClient } from '../../../lib/query-client';
import { activityKeys } from './keys';

/**
 * Records what the user did (spec 1 §7, e.g. 'Login', 'Logout'). Best effort:
 * a failed log never blocks the user, and says nothing unless the server is down.
 */
export async function createActivityLog(action: ClientActivityAction): Promise<void> {
  try {
    await callOperation(activityOperations.create, { body: { action } }, { expectedStatuses: [400, 401, 403, 404, 409, 429, 500, 503] });
    await queryClient.invalidateQueries({ queryKey: activityKeys.all });
  } catch {
    // Logged activity is a record, not a step the user waits on.
  }
}
