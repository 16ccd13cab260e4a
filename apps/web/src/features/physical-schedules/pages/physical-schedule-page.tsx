import { createColumnHelper } from '@tanstack/react-table';
import { physicalScheduleMessages as messages, type PhysicalSchedule } from '@subaybay/domain';
import { formatDate, formatPercent } from '../../../lib/format';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
import { useDeletePhysicalSchedule } from '../api/delete-physical-schedule';
import { usePhysicalSchedules } from '../api/get-physical-schedules';
import { PhysicalScheduleDialog } from '../components/physical-schedule-dialog';

const column = createColumnHelper<PhysicalSchedule>();
const columns = [
  column.accessor('day', { header: 'Day', meta: { numeric: true } }),
  column.accessor('date', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: { cardTitle: true } }),
  column.accessor('accomplishment', { header: 'Accomplishment', cell: (info) => formatPercent(info.getValue()), meta: { numeric: true, cardFigure: true } }),
];

/** Physical Schedule of a contract (spec 1 §2): the nodes; admins add, update and delete them. */
export function PhysicalSchedulePage() {
  return <ContractRecordRoute missingMessage={messages.contractIdMissing} page={PhysicalScheduleOfContract} />;
}

function PhysicalScheduleOfContract({ contractId }: { contractId: number }) {
  // Only admins write the schedule: the others see no Add and no row actions at all, not disabled ones.
  const admin = useRefusal('physicalSchedule.write') === null;
  const remove = useDeletePhysicalSchedule(contractId);
  return (
    <ContractRecordPage
      contractId={contractId}
      title="Physical Schedule"
      subtitle="The planned cumulative accomplishment by the end of each date."
      maxWidth={900}
      add={admin ? { label: 'Add Node' } : undefined}
      records={usePhysicalSchedules(contractId)}
      table={{
        label: 'Physical schedule',
        columns,
        empty: 'No schedule nodes yet.',
        searchable: false,
        rowActionLabel: (node) => `Day ${node.day}: update the node of ${formatDate(node.date)}`,
      }}
      rowActions={admin ? { style: 'buttons', name: (node) => `the node of ${formatDate(node.date)}`, rowOpensUpdate: true } : { style: 'none' }}
      remove={{ confirm: messages.deleteConfirm, deleted: messages.deleted, run: (node) => remove.mutateAsync(node.id) }}
      form={(props) => <PhysicalScheduleDialog contractId={contractId} {...props} />}
    />
  );
}
