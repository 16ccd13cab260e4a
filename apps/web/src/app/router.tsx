import { createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { setNavigator } from '../lib/navigation';
import { paths } from './paths';
import { createRoutes } from './routes';

/** History routing with base path `/` (spec 1 §2). Loaders fill the app's one query cache. */
export const router = createBrowserRouter(createRoutes(queryClient), { basename: '/' });

// Lets the API client send people to login, home or the inactive page without a reload.
setNavigator((to) => void router.navigate(to, { replace: to === paths.login }));
