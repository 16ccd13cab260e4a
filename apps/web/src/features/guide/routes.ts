import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, type FeatureRoutes } from '../../lib/routing';

/** The user guide is public: readable signed in or not (the menu's Documentation item opens it). */
export function guideRoutes(): FeatureRoutes {
  return {
    public: [
      { path: paths.guide, handle: pageHandle('User Guide'), lazy: lazyPage(() => import('./pages/guide-index-page').then((m) => m.GuideIndexPage)) },
      { path: paths.pattern.guidePage, handle: pageHandle('User Guide'), lazy: lazyPage(() => import('./pages/guide-page').then((m) => m.GuidePage)) },
    ],
  };
}
