import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { todayInManila } from '@subaybay/domain';
import { PageContainer } from '../../../components/page-container';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../../lib/site';
import { useAccountDetails } from '../../accounts/api/get-account-details';
import { useActivityStream } from '../../activity/api/get-activity-stream';
import { RecentActivityList } from '../../activity/components/recent-activity-list';
import { paths } from '../../../app/paths';
import { useActor } from '../../../lib/session';
import { useContractsAccomplishmentByYear } from '../api/get-contracts-accomplishment-by-year';
import { useOfficeSetup } from '../api/get-office-setup';
import { Announcements } from '../components/announcements';
import { allFirstStepsDone, FirstSteps } from '../components/first-steps';
import { FurthestBehind } from '../components/furthest-behind';
import { YearSCurve } from '../components/year-s-curve';
import { YearSummary } from '../components/year-summary';
import { DetailsSkeleton } from '../../../components/skeletons';

/** A year the summary is asked for: four digits (so typing 2031 asks once, not for 2, 20 and 203). */
function yearOf(value: string): number | null {
  return /^\d{4}$/.test(value) ? Number(value) : null;
}

/** The current year in Manila. */
export function currentYear(now = new Date()): string {
  return todayInManila(now).slice(0, 4);
}

/**
 * Spec 1 §2 Dashboard: office, announcements, the Current Year (shown, the
 * current year by default, remembered in `?year=`), the year's cards and
 * recent activity. Issue 18: what needs me today — the year's Overall S-curve
 * and the contracts furthest behind under the cards; Recent Activity shows
 * changes, not sign-ins; a new office sees its First Steps, not zeros.
 */
export function DashboardPage() {
  const account = useAccountDetails();
  const activity = useActivityStream(DASHBOARD_ACTIVITY_LIMIT, 'changes');
  const setup = useOfficeSetup();
  const actor = useActor();
  const today = todayInManila();
  // An office with no project nor contract has only zeros to show: its first steps stand in their place.
  const emptyOffice = setup.data !== undefined && setup.data.projects === 0 && setup.data.contracts === 0;
  const [searchParams, setSearchParams] = useSearchParams();
  // The input's own state (the address follows it): typing never waits for a navigation.
  const [yearText, setYearText] = useState(() => searchParams.get('year') ?? currentYear());
  const year = yearOf(yearText);
  const summary = useContractsAccomplishmentByYear(year);
  const setYear = (value: string) => {
    setYearText(value);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('year', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageContainer>
      <Box component="header" sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="overline" color="text.secondary">
            Dashboard
          </Typography>
          <Typography variant="h1" component="h1">
            {account.data ? account.data.office_name : <Skeleton width={280} />}
          </Typography>
        </Box>
        <TextField
          label="Current Year"
          type="number"
          value={yearText}
          onChange={(event) => setYear(event.target.value)}
          sx={{ width: 160 }}
          slotProps={{ htmlInput: { min: 2000, max: 2100, step: 1, inputMode: 'numeric' } }}
        />
      </Box>

      {setup.data && !allFirstStepsDone(setup.data) && (
        <Box sx={{ mb: 2 }}>
          <FirstSteps setup={setup.data} actor={actor} />
        </Box>
      )}

      {!emptyOffice && (
        <Box sx={{ mb: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {year === null ? (
            <Typography color="text.secondary">Enter a year (four digits) to see its projects and contracts.</Typography>
          ) : (
            <>
              <QueryState query={summary} loading={<DetailsSkeleton />} isEmpty={() => false}>
                {(data) => <YearSummary summary={data} />}
              </QueryState>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
                <YearSCurve year={year} />
                <FurthestBehind year={year} today={today} />
              </Box>
            </>
          )}
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="recent-activity-title">
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography id="recent-activity-title" variant="h2" component="h2" sx={{ flex: 1, fontSize: '1rem' }}>
              Recent Activity
            </Typography>
            <Button component={RouterLink} to={paths.userActivities} size="small">
              View More
            </Button>
          </Box>
          <QueryState
            query={activity}
            framed={false}
            loading={<TableSkeleton rows={5} columns={2} />}
            empty="No changes yet. Records added or changed will show here; sign-ins are on User Activities."
          >
            {(items) => <RecentActivityList items={items} />}
          </QueryState>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="announcements-title">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <CampaignOutlined fontSize="small" color="action" />
            <Typography id="announcements-title" variant="h2" component="h2" sx={{ fontSize: '1rem' }}>
              Announcements
            </Typography>
          </Box>
          <Announcements />
        </Paper>
      </Box>
    </PageContainer>
  );
}
