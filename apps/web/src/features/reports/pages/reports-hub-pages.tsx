import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { todayInManila } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';

interface HubLink {
  label: string;
  description: string;
  to: string;
}

function HubList({ label, links }: { label: string; links: HubLink[] }) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={label}>
        {links.map((link) => (
          <ListItem key={link.label} disablePadding divider>
            <ListItemButton component={RouterLink} to={link.to}>
              <ListItemText primary={link.label} secondary={link.description} />
              <ChevronRight aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Reports (spec 2 §2 reportsList): links to the Contracts Report and the Projects Report. */
export function ReportsMainPage() {
  return (
    <PageContainer maxWidth={760}>
      <PageHeader title="Reports" breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Reports' }]} />
      <HubList
        label="Reports"
        links={[
          { label: 'Contracts Report', description: 'Detailed breakdown, negative slippage, PPA and the overall S-curve of a year', to: paths.contractsReports },
          { label: 'Projects Report', description: 'Accomplishment of the projects of a year by fund source', to: paths.projectsReports },
        ]}
      />
    </PageContainer>
  );
}

/** Contracts Report (spec 2 §2 contractsReport): its four reports, negative slippage for the current year. */
export function ContractsReportsPage() {
  const year = todayInManila().slice(0, 4);
  return (
    <PageContainer maxWidth={760}>
      <PageHeader
        title="Contracts Report"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Reports', to: paths.reports }, { label: 'Contracts Report' }]}
      />
      <HubList
        label="Contracts reports"
        links={[
          { label: 'Detailed Breakdown', description: 'Every contract of a year with its figures as of a date', to: paths.contractsDetailedBreakdown },
          { label: 'Contracts with Negative Slippage', description: `The contracts of ${year} behind schedule as of today`, to: paths.contractsWithNegativeSlippage(year) },
          { label: 'PPA Report', description: 'COMMISSION ON AUDIT, based on COA Circular 2013-004 Annex B', to: paths.ppaReport },
          { label: 'Overall S-curve', description: 'The amount-weighted S-curve of every contract of a year', to: paths.overallSCurve },
        ]}
      />
    </PageContainer>
  );
}
