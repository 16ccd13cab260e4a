import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getSession } from '../../../lib/session';
import { createActivityLog } from '../../activity/api/create-activity-log';
import { paths } from '../../../app/paths';

/** Spec 1 §4: log 'Logout', clear the credentials, go to login. */
export async function logout(): Promise<void> {
  if (getSession()) await createActivityLog('Logout');
  clearSession();
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(paths.login, { replace: true });
  }, [navigate]);
}
