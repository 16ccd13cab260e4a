import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';

/** Spec 1 §1: the dashboard's dated announcement banners. */
export const ANNOUNCEMENTS = [
  {
    id: 'approved-time-extensions',
    date: '2026-11-02',
    title: 'Approved time extensions',
    text: 'Record the time extensions approved for a contract: open the contract and choose Approved Time Extensions under Contract Links. Its expiry dates and the Statement of Time Elapsed follow.',
  },
  {
    id: 'financial-accomplishment',
    date: '2026-11-09',
    title: 'Financial accomplishment and progress billings',
    text: 'Each progress billing of a contract and its financial accomplishment are now under Contract Links › Financial Accomplishment.',
  },
  {
    id: 'ppa-report-preview',
    date: '2026-11-16',
    title: 'PPA report preview',
    text: 'Preview the PPA report of a year before downloading it, under Reports › Contracts Report.',
  },
] as const;

const STORAGE_KEY = 'subaybay.dismissedAnnouncements';

function readDismissed(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The banners, newest first; a dismissed one stays hidden on this browser. */
export function Announcements() {
  const [dismissed, setDismissed] = useState<string[]>(readDismissed);
  const shown = ANNOUNCEMENTS.filter((item) => !dismissed.includes(item.id)).toReversed();

  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode: hidden until the page reloads.
    }
  };

  if (shown.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        No announcements. News about new features and changes to the service will appear here, dated.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 2 }}>
      {shown.map((item) => (
        <Alert key={item.id} severity="info" variant="outlined" onClose={() => dismiss(item.id)} slotProps={{ closeButton: { 'aria-label': `Dismiss ${item.title}` } }}>
          <AlertTitle>{item.title}</AlertTitle>
          <Typography variant="caption" component="p" color="text.secondary">
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </Typography>
          <Typography variant="body2">{item.text}</Typography>
        </Alert>
      ))}
    </Box>
  );
}
