import { useState } from 'react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { YearDialog } from '../components/year-dialog';

/** The Finance menu (spec 2 §2): one link, Expenditures By Year, which asks for the year first. */
export function FinanceMenuPage() {
  const [askingYear, setAskingYear] = useState(false);
  return (
    <PageContainer maxWidth={760}>
      <PageHeader title="Finance" breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Finance' }]} />
      <Paper variant="outlined">
        <List disablePadding aria-label="Finance menu">
          <ListItemButton onClick={() => setAskingYear(true)}>
            <ListItemText primary="Expenditures By Year" secondary="Disbursed expenditures of every project of an implementation year" />
            <ChevronRight aria-hidden />
          </ListItemButton>
        </List>
      </Paper>
      <YearDialog open={askingYear} onClose={() => setAskingYear(false)} />
    </PageContainer>
  );
}
