import type { QueryClient } from '@tanstack/react-query';
import type { FeatureRoutes } from '../../lib/routing';

/** Registered in app/routes.tsx; this feature's pages are added here. */
export function projectsRoutes(_queryClient: QueryClient): FeatureRoutes {
  return { activeAccount: [] };
}
