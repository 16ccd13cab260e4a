import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';

export const legalRoutes = featureRoutes({
  public: [
    { path: paths.terms, title: 'Terms of Service', page: () => import('./pages/terms-page').then((m) => m.TermsPage) },
    { path: paths.privacy, title: 'Privacy Policy', page: () => import('./pages/privacy-page').then((m) => m.PrivacyPage) },
  ],
});
