import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ExpenditureSourceCard } from './expenditure-source-card';
import { ProjectExpendituresSection } from './project-expenditures-section';
import { RequestedCashCard } from './requested-cash-card';

/**
 * The financial sections of Project Details (spec 2 §2): Expenditure Source
 * beside Requested Cash (stacked on phones), then Project Expenditure. The
 * projects feature places it on its details page; the finance feature owns
 * what it shows.
 */
export function ProjectFinanceSections({ projectId }: { projectId: number }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ExpenditureSourceCard projectId={projectId} />
        <RequestedCashCard projectId={projectId} />
      </Box>
      <ProjectExpendituresSection projectId={projectId} />
    </Stack>
  );
}
