import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../components/skeletons';
import { useSession } from '../lib/session';
import { useAccountDetails } from '../features/accounts/api/get-account-details';
import { paths } from './paths';

/** Spec 1 §2: without stored credentials a protected page sends the visitor to login. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Spec 1 §2: pages that need an active account go to the inactive page when it is not. */
export function RequireActiveAccount() {
  const { data: account, isPending } = useAccountDetails();
  if (isPending) return <PageSkeleton />;
  if (account && !account.active) return <Navigate to={paths.inactive} replace />;
  return <Outlet />;
}
