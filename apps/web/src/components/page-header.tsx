import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { focusableDisabledProps } from './focusable-disabled';

export interface PageAction {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  /** When set, the button is disabled and this sentence explains why (e.g. the role may not). */
  disabledReason?: string | null;
}

export interface PageHeaderProps {
  title: string;
  breadcrumbs?: Crumb[];
  action?: PageAction;
  /** Anything else to the right of the title (secondary buttons, filters). */
  extra?: ReactNode;
  subtitle?: ReactNode;
}

/** Breadcrumbs, the page's title and its primary action on the right (UI.md list page). */
export function PageHeader({ title, breadcrumbs, action, extra, subtitle }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {title}
        </Typography>
        {extra}
        {action && <PrimaryAction action={action} />}
      </Box>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 760 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

export function PrimaryAction({ action }: { action: PageAction }) {
  if (!action.disabledReason) {
    return (
      <Button variant="contained" onClick={action.onClick} startIcon={action.icon}>
        {action.label}
      </Button>
    );
  }
  return (
    <Tooltip title={action.disabledReason} describeChild>
      <Button variant="contained" startIcon={action.icon} {...focusableDisabledProps}>
        {action.label}
      </Button>
    </Tooltip>
  );
}
