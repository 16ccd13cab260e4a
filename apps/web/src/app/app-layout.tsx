import { useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DrawerProps } from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, Outlet, useMatches, useNavigation } from 'react-router';
import { OfficeNameContext } from '../components/print-header';
import { onDemand } from '../lib/on-demand';
import { actorFromSession, useSession } from '../lib/session';
import type { RouteHandle } from '../lib/routing';
import { pageTitle, PRODUCT_NAME } from '../lib/site';
import { useAccountDetails } from '../features/accounts/api/get-account-details';
import { useLogout } from '../features/auth/api/logout';
import { SideMenu, signedInMenu, signedOutMenu } from './menu';
import { paths } from './paths';

export const DRAWER_WIDTH = 232;

// Loaded when first shown, to keep them out of the first load of the public
// pages: the progress bar while a page loads, the drawer (and the Modal of its
// mobile variant) once the menu is open.
const LinearProgress = onDemand<LinearProgressProps>(() => import('@mui/material/LinearProgress').then((m) => m.default));
const Drawer = onDemand<DrawerProps>(() => import('@mui/material/Drawer').then((m) => m.default));

function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/** The shell of spec 1 §2: side menu and a top bar whose title follows the page. */
export function AppLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const session = useSession();
  const signedIn = session !== null;
  const { data: account } = useAccountDetails({ enabled: signedIn });
  const inactive = signedIn && account?.active === false;
  const logout = useLogout();
  const navigation = useNavigation();
  const title = usePageTitle();

  // Signed in on a desktop the menu starts open; elsewhere it waits for the toggle. The choice
  // holds for one screen size and sign-in state only: when either changes the default applies
  // in the same render, so a narrowing window never shows the phone's modal menu open.
  const [choice, setChoice] = useState<{ desktop: boolean; signedIn: boolean; open: boolean } | null>(null);
  const open = choice && choice.desktop === desktop && choice.signedIn === signedIn ? choice.open : desktop && signedIn;
  const setOpen = (next: boolean | ((shown: boolean) => boolean)) =>
    setChoice({ desktop, signedIn, open: typeof next === 'function' ? next(open) : next });
  const [drawerWanted, setDrawerWanted] = useState(open);
  if (open && !drawerWanted) setDrawerWanted(true);

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  const links = signedIn ? signedInMenu(actorFromSession(session), session.userId) : signedOutMenu;
  const showMenu = !inactive;
  const persistent = desktop && showMenu && open;

  const menu = (
    <SideMenu
      links={links}
      onNavigate={desktop ? undefined : () => setOpen(false)}
      onLogout={signedIn ? () => void logout() : undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { left: 8, top: 8 },
        }}
      >
        Skip to content
      </Box>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          {showMenu && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="side-menu"
              onClick={() => setOpen((shown) => !shown)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component={RouterLink}
            to={signedIn ? paths.dashboard : paths.home}
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.3, mr: 1 }}
          >
            {PRODUCT_NAME}
          </Typography>
          {title && (
            <Typography component="span" sx={{ opacity: 0.85, borderLeft: 1, borderColor: 'rgba(255,255,255,0.35)', pl: 1.5 }} noWrap>
              {title}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          {signedIn && !inactive && account && (
            <Typography variant="body2" sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }} noWrap>
              {account.office_name}
            </Typography>
          )}
          {inactive && (
            <Button color="inherit" variant="outlined" size="small" onClick={() => void logout()}>
              Log Out
            </Button>
          )}
          {!signedIn && (
            <Button color="inherit" component={RouterLink} to={paths.login} size="small">
              Sign In
            </Button>
          )}
        </Toolbar>
        {navigation.state === 'loading' && (
          <LinearProgress color="inherit" sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }} aria-label="Loading page" />
        )}
      </AppBar>

      {showMenu && drawerWanted && (
        <Drawer
          fallback={<Box sx={{ width: persistent ? DRAWER_WIDTH : 0, flexShrink: 0 }} />}
          id="side-menu"
          variant={desktop ? 'persistent' : 'temporary'}
          open={open}
          onClose={() => setOpen(false)}
          // Below md the menu is a modal dialog, which needs a name (axe "aria-dialog-name"); the
          // persistent desktop drawer is a plain box, where a name is not allowed.
          slotProps={desktop ? undefined : { paper: { 'aria-label': 'Menu' } }}
          sx={{
            width: persistent ? DRAWER_WIDTH : 0,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' },
          }}
        >
          <Toolbar variant="dense" />
          <Box sx={{ pt: 1 }}>{menu}</Box>
        </Drawer>
      )}

      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar variant="dense" />
        <OfficeNameContext.Provider value={signedIn ? account?.office_name : undefined}>
          <Outlet />
        </OfficeNameContext.Provider>
      </Box>
    </Box>
  );
}

/** Page body padding shared by every page. */
export const pagePadding = { px: { xs: 2, md: 3 }, py: { xs: 2, md: 2.5 } } as const;
