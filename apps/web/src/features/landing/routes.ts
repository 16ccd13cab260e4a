import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, type FeatureRoutes } from '../../lib/routing';

export function landingRoutes(): FeatureRoutes {
  return {
    public: [{ index: true, handle: pageHandle('Home'), lazy: lazyPage(() => import('./pages/landing-page').then((m) => m.LandingPage)) }],
    signedIn: [{ path: paths.about, handle: pageHandle('About'), lazy: lazyPage(() => import('./pages/about-page').then((m) => m.AboutPage)) }],
  };
}
