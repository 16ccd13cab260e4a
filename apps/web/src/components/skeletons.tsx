import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/**
 * Placeholders in the shape of what is coming (UI.md: skeletons, not blank
 * pages). Each is a `status`: a plain div may not carry an aria-label, and a
 * status is announced politely when it appears.
 */
export function TableSkeleton({ rows = 6, columns = 3 }: { rows?: number; columns?: number }) {
  return (
    <Box sx={{ p: 2 }} role="status" aria-busy="true" aria-label="Loading table">
      {Array.from({ length: rows }, (_, row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ py: 0.75 }}>
          {Array.from({ length: Math.max(columns, 1) }, (_, column) => (
            <Skeleton key={column} variant="text" sx={{ flex: 1 }} />
          ))}
        </Stack>
      ))}
    </Box>
  );
}

export function DetailsSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-busy="true" aria-label="Loading details">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2 }}>
        {Array.from({ length: fields }, (_, index) => (
          <Box key={index}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export function PageSkeleton() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} role="status" aria-busy="true" aria-label="Loading page">
      <Skeleton variant="text" width={220} sx={{ fontSize: '1.5rem', mb: 2 }} />
      <Paper variant="outlined">
        <TableSkeleton />
      </Paper>
    </Box>
  );
}
