import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { NavLink, useLocation } from 'react-router';
import { can, type Actor } from '@subaybay/domain';
import { isInAppLink, siteDetails } from '../lib/site';
import { paths } from './paths';

interface MenuLink {
  label: string;
  to: string;
  icon: ReactNode;
  external?: boolean;
}

/** The configured documentation: an in-app path (the user guide) is a router link, an http(s) address opens outside. */
function documentationLink(url: string): MenuLink {
  return { label: 'Documentation', to: url, icon: <MenuBookOutlined />, external: !isInAppLink(url) };
}

/** Spec 1 §2, in order. Pages not built yet still appear and show the not-found page. */
export function signedInMenu(actor: Actor | null, userId: number): MenuLink[] {
  const links: (MenuLink | false)[] = [
    { label: 'Dashboard', to: paths.dashboard, icon: <DashboardOutlined /> },
    { label: 'Projects', to: paths.projects, icon: <AccountTreeOutlined /> },
    { label: 'Contracts', to: paths.contracts, icon: <DescriptionOutlined /> },
    { label: 'Finance', to: paths.finance, icon: <PaymentsOutlined /> },
    { label: 'Reports', to: paths.reports, icon: <AssessmentOutlined /> },
    { label: 'Contractors', to: paths.contractors, icon: <EngineeringOutlined /> },
    actor !== null && can(actor, 'settings.view') && { label: 'Settings', to: paths.accountProfile, icon: <SettingsOutlined /> },
    { label: 'User Profile', to: paths.userProfile(userId), icon: <PersonOutlined /> },
    documentationLink(siteDetails().documentation_url),
    { label: 'Forum', to: paths.forum, icon: <ForumOutlined /> },
  ];
  return links.filter((link): link is MenuLink => Boolean(link));
}

export const signedOutMenu: MenuLink[] = [
  { label: 'Home', to: paths.home, icon: <HomeOutlined /> },
  { label: 'Sign In', to: paths.login, icon: <LoginOutlined /> },
];

export function SideMenu({
  links,
  onNavigate,
  onLogout,
}: {
  links: MenuLink[];
  onNavigate?: () => void;
  onLogout?: () => void;
}) {
  const location = useLocation();
  return (
    <nav aria-label="Main menu">
      <List dense sx={{ px: 1 }}>
        {links.map((link) => (
          <ListItem key={link.label} disablePadding>
            {link.external ? (
              <ListItemButton
                component="a"
                href={link.to}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{link.icon}</ListItemIcon>
                <ListItemText primary={link.label} />
                <OpenInNew fontSize="inherit" aria-label="opens in a new tab" sx={{ color: 'text.secondary' }} />
              </ListItemButton>
            ) : (
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.to === paths.home}
                onClick={onNavigate}
                selected={link.to === paths.home ? location.pathname === paths.home : location.pathname.startsWith(link.to)}
                sx={{ borderRadius: 1, '&.Mui-selected': { fontWeight: 600 } }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{link.icon}</ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
      {onLogout && (
        <>
          <Divider sx={{ my: 1, mx: 1 }} />
          <List dense sx={{ px: 1, pt: 0 }}>
            <ListItem disablePadding>
              <ListItemButton onClick={onLogout} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LogoutOutlined />
                </ListItemIcon>
                <ListItemText primary="Logout" />
              </ListItemButton>
            </ListItem>
          </List>
        </>
      )}
    </nav>
  );
}
