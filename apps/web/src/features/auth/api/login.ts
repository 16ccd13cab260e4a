import { authOperations, userAccountOperations, type LoginInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { queryClient } from '../../../lib/query-client';
import { clearSession, sessionFromTokens, setSession, updateSession } from '../../../lib/session';
import { accountDetailsQueryOptions } from '../../accounts/api/get-account-details';
import { createActivityLog } from '../../activity/api/create-activity-log';

/**
 * Spec 1 §4 "After login": keep the tokens, load the user and the account,
 * log 'Login'. The caller then goes to the dashboard.
 */
export async function login(input: LoginInput): Promise<void> {
  const tokens = await callOperation(authOperations.signIn, { body: input }, { auth: false, isLogin: true });
  const session = sessionFromTokens(tokens.access, tokens.refresh);
  setSession(session);
  try {
    const user = await callOperation(userAccountOperations.one, { params: { userId: session.userId } });
    updateSession({ user });
    await queryClient.fetchQuery(accountDetailsQueryOptions());
  } catch (error) {
    clearSession();
    throw error;
  }
  await createActivityLog('Login');
}
