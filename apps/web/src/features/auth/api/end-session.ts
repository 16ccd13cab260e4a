import { authOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { clearSession, getSession } from '../../../lib/session';
import { createActivityLog } from '../../activity/api/create-activity-log';

/**
 * Spec 1 §4: log 'Logout', end the session on the server, clear the credentials,
 * go to login. Ending the server's session is what makes the tokens worthless to
 * anyone who copied them; it is still best effort, so an unreachable server never
 * keeps a user signed in on this tab.
 */
export async function logout(): Promise<void> {
  if (getSession()) await createActivityLog('Logout');
  // Read after the log: logging may have refreshed (and so replaced) the refresh token.
  const refresh = getSession()?.refresh;
  if (refresh) {
    try {
      await callOperation(authOperations.signOut, { body: { refresh } }, { auth: false, expectedStatuses: [400, 401, 403, 404, 429, 500, 503] });
    } catch {
      // Signed out here regardless; the session then ends on the server with its 24 hours.
    }
  }
  clearSession();
}
