import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, type FeatureRoutes } from '../../lib/routing';

export function authRoutes(): FeatureRoutes {
  return {
    public: [{ path: paths.login, handle: pageHandle('Sign In'), lazy: lazyPage(() => import('./pages/login-page').then((m) => m.LoginPage)) }],
  };
}
