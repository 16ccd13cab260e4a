import { useSearchParams } from 'react-router';
import type { ActivityItem } from '@subaybay/domain';
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
import { RowCard, RowCardList, usePhoneLayout } from '../../../components/row-card';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDateTime } from '../../../lib/format';
import { ACTIVITY_PAGE_SIZE_OPTIONS, readActivityPageQuery } from '../activity-page-query';
import { useActivityPage } from '../api/get-activity-page';
import { describeActivity } from '../components/activity-text';
import { paths } from '../../../app/paths';

const COLUMNS = ['Date and Time', 'User', 'Action', 'When', 'IP Address'];

/**
 * Every logged action of the office, newest first, a page at a time. Paging
 * and the From/To filter (Asia/Manila days, inclusive) run on the server, so
 * an office with years of activity loads one page, not all of it.
 */
export function UserActivitiesPage() {
  // The page and the dates live in the address, so a filtered view can be bookmarked or shared.
  const [search, setSearch] = useSearchParams();
  const { query, rangeError: invalidRange } = readActivityPageQuery(search);
  const from = search.get('from') || null;
  const to = search.get('to') || null;
  const page = query.page - 1;
  const pageSize = query.pageSize;

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const setFrom = (value: string | null) => update({ from: value, page: null });
  const setTo = (value: string | null) => update({ to: value, page: null });
  const setPage = (next: number) => update({ page: next === 0 ? null : String(next + 1) });

  // An impossible range is not sent: the message shows beside the fields instead.
  const activity = useActivityPage(query, !invalidRange);
  const filtered = from !== null || to !== null;
  const phone = usePhoneLayout();

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
            onClick={() => update({ from: null, to: null, page: null })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Clear dates
          </Button>
        </Stack>
      </Paper>
      {invalidRange ? null : (
      <QueryState
        query={activity}
        loading={<TableSkeleton columns={COLUMNS.length} />}
        isEmpty={(data) => data.count === 0}
        empty={filtered ? 'No activity between these dates.' : 'No activity has been recorded yet.'}
      >
        {(data) => (
          <Paper variant="outlined">
            {phone ? (
              // On a phone each action is a card: what was done first, when beside it (UI.md).
              <RowCardList label="User activities">
                {data.results.map((item: ActivityItem) => (
                  <RowCard
                    key={item.id}
                    title={describeActivity(item)}
                    figure={item.timesince}
                    figureLabel="When"
                    fields={[
                      { label: 'Date and Time', value: formatDateTime(item.timestamp) },
                      { label: 'User', value: item.actor.username },
                      { label: 'IP Address', value: item.ip_address ?? '' },
                    ]}
                  />
                ))}
              </RowCardList>
            ) : (
            <TableContainer tabIndex={0} role="region" aria-label="User activities table">
              <Table size="small" aria-label="User activities" aria-busy={activity.isFetching} sx={{ minWidth: 760 }}>
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
                      <TableCell sx={{ minWidth: 260 }}>{describeActivity(item)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.timesince}</TableCell>
                      <TableCell>{item.ip_address ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            )}
            <TablePagination
              component="div"
              count={data.count}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={ACTIVITY_PAGE_SIZE_OPTIONS}
              onRowsPerPageChange={(event) => update({ page_size: event.target.value, page: null })}
            />
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
              Dates are days in Philippine time.
            </Typography>
          </Paper>
        )}
      </QueryState>
      )}
    </PageContainer>
  );
}
