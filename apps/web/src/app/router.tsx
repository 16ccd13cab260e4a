import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { routes } from './routes';

/** History routing with base path `/` (spec 1 §2). */
export const router = createBrowserRouter(routes, { basename: '/' });

// Lets the API client send people to login, home or the inactive page without a reload.
setNavigator((to) => void router.navigate(to, { replace: to === '/login' }));
