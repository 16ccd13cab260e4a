import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';

/** The user guide is public: readable signed in or not (the menu's Documentation item opens it). */
export const guideRoutes = featureRoutes({
  public: [
    { path: paths.guide, title: 'User Guide', page: () => import('./pages/guide-index-page').then((m) => m.GuideIndexPage) },
    { path: paths.pattern.guidePage, title: 'User Guide', page: () => import('./pages/guide-page').then((m) => m.GuidePage) },
  ],
});
