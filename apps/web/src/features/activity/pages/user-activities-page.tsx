import { createColumnHelper } from '@tanstack/react-table';
import type { ActivityItem } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDateTime } from '../../../lib/format';
import { ALL_ACTIVITY, useActivityStream } from '../api/get-activity-stream';
import { describeActivity } from '../components/activity-text';
import { paths } from '../../../app/paths';

const column = createColumnHelper<ActivityItem>();
const columns = [
  column.accessor('timestamp', {
    header: 'Date and Time',
    cell: (info) => formatDateTime(info.getValue()),
    meta: { width: 180 },
  }),
  column.accessor((item) => item.actor.username, { id: 'user', header: 'User', meta: { width: 160 } }),
  column.accessor((item) => describeActivity(item), { id: 'action', header: 'Action' }),
  column.accessor('timesince', { header: 'When', enableSorting: false, meta: { width: 140 } }),
  column.accessor('ip_address', { header: 'IP Address', cell: (info) => info.getValue() ?? '', meta: { width: 140 } }),
];

/** Every logged action of the office (activity-stream/0). */
export function UserActivitiesPage() {
  const activity = useActivityStream(ALL_ACTIVITY);
  return (
    <PageContainer>
      <PageHeader
        title="User Activities"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'User Activities' }]}
        subtitle="Who did what in this office's account, newest first."
      />
      <QueryState query={activity} loading={<TableSkeleton columns={columns.length} />} empty="No activity has been recorded yet.">
        {(items) => (
          <DataTable
            label="User activities"
            columns={columns}
            data={items}
            getRowId={(item) => String(item.id)}
            initialSorting={[{ id: 'timestamp', desc: true }]}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}
