import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../../lib/site';
import { useAccountDetails } from '../../accounts/api/get-account-details';
import { useActivityStream } from '../../activity/api/get-activity-stream';
import { RecentActivityList } from '../../activity/components/recent-activity-list';
import { paths } from '../../../app/paths';

/** Spec 1 §2 Dashboard: office, announcements, current year, recent activity. */
export function DashboardPage() {
  const account = useAccountDetails();
  const activity = useActivityStream(DASHBOARD_ACTIVITY_LIMIT);
  // Spec 1 §9: a number input with no default value.
  const [currentYear, setCurrentYear] = useState('');

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
          value={currentYear}
          onChange={(event) => setCurrentYear(event.target.value)}
          sx={{ width: 160 }}
          slotProps={{ htmlInput: { min: 2000, max: 2100, step: 1, inputMode: 'numeric' } }}
        />
      </Box>

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
            empty="No activity yet. Signing in, adding records and changing settings will show here."
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
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            No announcements yet. News about new features and changes to the service will appear here, dated.
          </Typography>
        </Paper>
      </Box>
    </PageContainer>
  );
}
