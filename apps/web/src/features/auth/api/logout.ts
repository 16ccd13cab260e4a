import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/**
 * Sign Out from the menu: `logout` (end-session.ts) then the sign-in page. The
 * call and its schemas load when the user signs out, not with the shell.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { logout } = await import('./end-session');
    await logout();
    await navigate(paths.login, { replace: true });
  }, [navigate]);
}
