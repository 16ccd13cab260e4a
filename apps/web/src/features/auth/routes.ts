import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';

export const authRoutes = featureRoutes({
  public: [{ path: paths.login, title: 'Sign In', page: () => import('./pages/login-page').then((m) => m.LoginPage) }],
});
