import { useState } from 'react';
import { activityLogQuerySchema, type ActivityItem } from '@subaybay/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DateField } from '../../../components/date-field';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDateTime } from '../../../lib/format';
import { DEFAULT_PAGE_SIZE } from '../../../lib/site';
import { useActivityPage } from '../api/get-activity-page';
import { describeActivity } from '../components/activity-text';
import { paths } from '../../../app/paths';

const PAGE_SIZE_OPTIONS = [25, DEFAULT_PAGE_SIZE, 100];
const COLUMNS = ['Date and Time', 'User', 'Action', 'When', 'IP Address'];

/** The From/To pair's own message, the server's wording (bad dates never reach it). */
function rangeError(from: string | null, to: string | null): string | null {
  const parsed = activityLogQuerySchema.safeParse({ from: from ?? undefined, to: to ?? undefined });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * Every logged action of the office, newest first, a page at a time. Paging
 * and the From/To filter (Asia/Manila days, inclusive) run on the server, so
 * an office with years of activity loads one page, not all of it.
 */
export function UserActivitiesPage() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const invalidRange = rangeError(from, to);
  // While the range is impossible the last valid page stays shown (with the message beside the fields).
  const [applied, setApplied] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  if (!invalidRange && (applied.from !== from || applied.to !== to)) {
    setApplied({ from, to });
    setPage(0);
  }
  const activity = useActivityPage({ page: page + 1, pageSize, from: applied.from, to: applied.to });
  const filtered = applied.from !== null || applied.to !== null;

  return (
    <PageContainer>
      <PageHeader
        title="User Activities"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'User Activities' }]}
        subtitle="Who did what in this office's account, newest first."
      />
      <Paper variant="outlined" component="section" aria-label="Filter by date" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ width: { xs: '100%', sm: 200 } }}>
            <DateField label="From" name="from" value={from} onChange={setFrom} error={invalidRange !== null} helperText={invalidRange ?? undefined} />
          </Box>
          <Box sx={{ width: { xs: '100%', sm: 200 } }}>
            <DateField label="To" name="to" value={to} onChange={setTo} error={invalidRange !== null} />
          </Box>
          <Button
            variant="text"
            disabled={from === null && to === null}
            onClick={() => {
              setFrom(null);
              setTo(null);
            }}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Clear dates
          </Button>
        </Stack>
      </Paper>
      <QueryState
        query={activity}
        loading={<TableSkeleton columns={COLUMNS.length} />}
        isEmpty={(data) => data.count === 0}
        empty={filtered ? 'No activity between these dates.' : 'No activity has been recorded yet.'}
      >
        {(data) => (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="User activities" aria-busy={activity.isFetching}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{column}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.results.map((item: ActivityItem) => (
                    <TableRow key={item.id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.timestamp)}</TableCell>
                      <TableCell>{item.actor.username}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{describeActivity(item)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.timesince}</TableCell>
                      <TableCell>{item.ip_address ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={data.count}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZE_OPTIONS}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(0);
              }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
              Dates are days in Philippine time.
            </Typography>
          </Paper>
        )}
      </QueryState>
    </PageContainer>
  );
}
