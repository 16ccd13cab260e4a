import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';

export interface Crumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" separator={<NavigateNextIcon fontSize="small" />} sx={{ mb: 1, fontSize: '0.875rem' }}>
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Link key={item.label} component={RouterLink} to={item.to} color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography key={item.label} color="text.primary" sx={{ fontSize: 'inherit' }} aria-current="page">
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}

/**
 * The trail of a page under the Account Profile (the office's systems, fund
 * sources, expenditure source names…): Home › Account Profile › `pages`.
 */
export function accountProfileCrumbs(...pages: Crumb[]): Crumb[] {
  return [{ label: 'Home', to: paths.dashboard }, { label: 'Account Profile', to: paths.accountProfile }, ...pages];
}
