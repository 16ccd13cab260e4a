import { createColumnHelper } from '@tanstack/react-table';
import { timeExtensionMessages, type TimeExtensionItem } from '@subaybay/domain';
import { formatDate } from '../../../lib/format';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
import { useDeleteTimeExtension } from '../api/delete-time-extension';
import { useTimeExtensions } from '../api/get-time-extensions';
import { TimeExtensionDialog } from '../components/time-extension-dialog';

// The table hides contract, created_on and updated_on (spec 3 §2).
const column = createColumnHelper<TimeExtensionItem>();
const columns = [
  column.accessor('date_approved', { header: 'Date Approved', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('date_requested', { header: 'Date Requested', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('number_of_days', { header: 'Number of Days', meta: { numeric: true, cardFigure: true } }),
  column.accessor('reason', { header: 'Reason' }),
];

/** Approved Time Extensions (spec 3 §2): Add, the table, a row's action dialog with Cancel, Delete and Update. */
export function TimeExtensionsPage() {
  return <ContractRecordRoute missingMessage={timeExtensionMessages.missingContract} page={TimeExtensions} />;
}

function TimeExtensions({ contractId }: { contractId: number }) {
  const remove = useDeleteTimeExtension(contractId);
  // One permission for every change, and no one-day window.
  const refusal = useRefusal('timeExtensions.write');
  return (
    <ContractRecordPage
      contractId={contractId}
      title="Approved Time Extensions"
      subtitle="Each approved extension moves the contract's expiry by its number of days."
      maxWidth={1000}
      contractHeader={false}
      add={{ label: 'Add', refusal }}
      records={useTimeExtensions(contractId)}
      table={{
        label: 'Approved time extensions',
        columns,
        empty: 'No approved time extensions yet.',
        rowActionLabel: (extension) => `Extension approved ${formatDate(extension.date_approved)}, ${extension.number_of_days} days`,
      }}
      rowActions={{ style: 'dialog', message: (extension) => timeExtensionMessages.dueTo(extension.reason) }}
      update={{ refusal }}
      remove={{
        refusal,
        confirm: timeExtensionMessages.confirmDelete,
        deleted: timeExtensionMessages.deleted,
        run: (extension) => remove.mutateAsync(extension.id),
      }}
      form={(props) => <TimeExtensionDialog contractId={contractId} {...props} />}
    />
  );
}
