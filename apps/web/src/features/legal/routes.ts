import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, type FeatureRoutes } from '../../lib/routing';

export function legalRoutes(): FeatureRoutes {
  return {
    public: [
      { path: paths.terms, handle: pageHandle('Terms of Service'), lazy: lazyPage(() => import('./pages/terms-page').then((m) => m.TermsPage)) },
      { path: paths.privacy, handle: pageHandle('Privacy Policy'), lazy: lazyPage(() => import('./pages/privacy-page').then((m) => m.PrivacyPage)) },
    ],
  };
}
