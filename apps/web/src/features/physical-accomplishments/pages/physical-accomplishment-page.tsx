import { createColumnHelper } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import { physicalAccomplishmentMessages as messages, type PhysicalAccomplishment } from '@subaybay/domain';
import { formatDate, formatDateTime, formatPercent } from '../../../lib/format';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
import { useDeletePhysicalAccomplishment } from '../api/delete-physical-accomplishment';
import { usePhysicalAccomplishments } from '../api/get-physical-accomplishments';
import { PhysicalAccomplishmentDialog } from '../components/physical-accomplishment-dialog';

const column = createColumnHelper<PhysicalAccomplishment>();
const PAGE_SIZE = 10;

const columns = [
  column.accessor('day', { header: 'Day Elapsed', meta: { numeric: true } }),
  column.accessor('date', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: { cardTitle: true } }),
  column.accessor('accomplishment', { header: 'Accomplishment', cell: (info) => formatPercent(info.getValue()), meta: { numeric: true, cardFigure: true } }),
  column.accessor('entry_date', { header: 'Entry Date', cell: (info) => formatDateTime(info.getValue()) }),
];

/** Physical Accomplishment of a contract (spec 1 §2): 10 nodes per page, add, update and delete within the window. */
export function PhysicalAccomplishmentPage() {
  return <ContractRecordRoute missingMessage={messages.contractIdMissing} page={PhysicalAccomplishmentOfContract} />;
}

function PhysicalAccomplishmentOfContract({ contractId }: { contractId: number }) {
  const remove = useDeletePhysicalAccomplishment(contractId);
  return (
    <ContractRecordPage
      contractId={contractId}
      title="Physical Accomplishment"
      maxWidth={1000}
      notice={
        <Alert severity="info" sx={{ mb: 2 }}>
          {messages.notice}
        </Alert>
      }
      add={{ label: 'Add Accomplishment', refusal: useRefusal('physicalAccomplishment.create') }}
      records={usePhysicalAccomplishments(contractId)}
      table={{
        label: 'Physical accomplishment',
        columns,
        empty: 'No accomplishment nodes yet.',
        searchable: false,
        pageSize: PAGE_SIZE,
        pageSizeOptions: [PAGE_SIZE],
      }}
      rowActions={{ style: 'buttons', name: (node) => `the node of ${formatDate(node.date)}` }}
      // The spec's own sentences for a node past the one-day window, one for each change.
      update={{ refusal: useRefusal('physicalAccomplishment.update'), tooOld: messages.cannotEdit }}
      remove={{
        refusal: useRefusal('physicalAccomplishment.delete'),
        tooOld: messages.cannotDelete,
        confirm: messages.deleteConfirm,
        deleted: messages.deleted,
        run: (node) => remove.mutateAsync(node.id),
      }}
      form={(props) => <PhysicalAccomplishmentDialog contractId={contractId} {...props} />}
    />
  );
}
