import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';

export const landingRoutes = featureRoutes({
  public: [{ index: true, title: 'Home', page: () => import('./pages/landing-page').then((m) => m.LandingPage) }],
  signedIn: [{ path: paths.about, title: 'About', page: () => import('./pages/about-page').then((m) => m.AboutPage) }],
});
