import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/**
 * Below 600 px (the `sm` breakpoint) a table becomes a list of cards: a phone
 * reader scrolls down, never sideways, and no figure of a row is off-screen
 * (UI.md, phones at the site).
 */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/** The smallest touch target on a card (WCAG 2.5.5). */
export const PHONE_TOUCH_TARGET = 44;

export interface RowCardField {
  /** The column's header text. */
  label: ReactNode;
  value: ReactNode;
  /** Right-aligned with tabular figures (amounts, percentages, counts). */
  numeric?: boolean;
}

export interface RowCardProps {
  /** The row's identity (a contract's ID and name, a project's title…). */
  title: ReactNode;
  /** A line under the title that completes the identity (a contract's description). */
  subtitle?: ReactNode;
  /** The row's page: the title becomes a link to it. */
  href?: string;
  /** The row's action (e.g. open its edit dialog): the title becomes a button. */
  onOpen?: () => void;
  /** The accessible name of the title's link or button, e.g. "Edit Contract Works". */
  actionLabel?: string;
  /** The key figure, beside the title (e.g. the slippage, the balance). */
  figure?: ReactNode;
  /** What the key figure is, in small type above it. */
  figureLabel?: ReactNode;
  /** The rest of the row, one label–value line each. */
  fields?: RowCardField[];
  /** Buttons at the foot of the card; each should be at least PHONE_TOUCH_TARGET px. */
  actions?: ReactNode;
  /** A sentence in place of the fields (e.g. a contract whose records are refused says why). */
  notice?: ReactNode;
}

// A short title ("120", "2026") still makes a target a thumb can hit.
const targetSx = { minHeight: PHONE_TOUCH_TARGET, minWidth: PHONE_TOUCH_TARGET, display: 'inline-flex', alignItems: 'center' } as const;

/** One row of a table, read on a phone. Render inside a RowCardList. */
export function RowCard({ title, subtitle, href, onOpen, actionLabel, figure, figureLabel, fields = [], actions, notice }: RowCardProps) {
  const heading = href ? (
    <Link component={RouterLink} to={href} aria-label={actionLabel} sx={targetSx}>
      {title}
    </Link>
  ) : onOpen ? (
    <Link component="button" type="button" onClick={onOpen} aria-label={actionLabel} sx={{ ...targetSx, font: 'inherit', textAlign: 'left' }}>
      {title}
    </Link>
  ) : (
    title
  );
  return (
    <Box component="li" data-row-card="" sx={{ listStyle: 'none', px: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Typography component="div" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {heading}
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
              {subtitle}
            </Typography>
          )}
        </Typography>
        {figure !== undefined && (
          <Box sx={{ textAlign: 'right', flexShrink: 0, maxWidth: '60%' }}>
            {figureLabel && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
                {figureLabel}
              </Typography>
            )}
            <Typography component="div" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {figure}
            </Typography>
          </Box>
        )}
      </Box>
      {notice && <Box sx={{ mt: 1 }}>{notice}</Box>}
      {fields.length > 0 && (
        // Fixed shares (2 : 3), not `auto`: a long value (a description) wraps in its column instead of running over its label.
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 2, rowGap: 0.5 }}>
          {fields.map((field, index) => (
            <Box key={index} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
                {field.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{
                  m: 0,
                  textAlign: 'right',
                  overflowWrap: 'anywhere',
                  ...(field.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : {}),
                }}
              >
                {field.value === null || field.value === undefined || field.value === '' ? '—' : field.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {actions && (
        <Box
          data-row-card-actions=""
          sx={{
            mt: 1,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'flex-end',
            // Buttons and links alike (a year's "Completed" and "Ongoing" lists are links).
            '& .MuiButtonBase-root, & a': {
              minHeight: PHONE_TOUCH_TARGET,
              minWidth: PHONE_TOUCH_TARGET,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
            },
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}

/** The list that holds a table's cards on a phone; `label` names it as the table's aria-label did. */
export function RowCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} data-row-card-list="" sx={{ m: 0, p: 0 }}>
      {children}
    </Box>
  );
}
