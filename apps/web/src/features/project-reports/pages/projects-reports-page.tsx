import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';

/** /reports/projects/ (spec 2 §2): links to the two projects reports. */
export function ProjectsReportsPage() {
  return (
    <PageContainer>
      <PageHeader title="Projects Report" breadcrumbs={[{ label: 'Reports', to: paths.reports }, { label: 'Projects Report' }]} />
      <Paper variant="outlined">
        <List aria-label="Projects reports">
          <ListItemButton component={RouterLink} to={paths.projectsAccomplishmentReport}>
            <ListItemText primary="Projects Accomplishment Breakdown" secondary="Fund source, project and contract, as of a date" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={paths.projectsAccomplishmentSummaryReport}>
            <ListItemText primary="Accomplishment Summary Report By Fund Source" secondary="One row per fund source, with the total" />
          </ListItemButton>
        </List>
      </Paper>
    </PageContainer>
  );
}
