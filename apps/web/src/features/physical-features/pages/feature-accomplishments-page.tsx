import { pathId } from '../../../lib/path-params';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import { physicalFeatureMessages, refusalFor, type FeatureAccomplishmentItem } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatDateTime, withFullStop } from '../../../lib/format';
import { formatQuantity } from '../components/format-quantity';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
import { useDeleteFeatureAccomplishment } from '../api/delete-feature-accomplishment';
import { useFeatureEntries } from '../api/get-feature-entries';
import { useFeatureNames } from '../api/get-feature-names';
import { AddFeatureAccomplishmentDialog, UpdateFeatureAccomplishmentDialog } from '../components/feature-accomplishment-dialogs';

const WINDOW_REFUSAL = refusalFor('features.editAnyTime');
const column = createColumnHelper<FeatureAccomplishmentItem>();

/** The accomplishments of one feature on a contract (spec 3 §2): Add Accomplishment; a row menu with Update and Delete. */
export function FeatureAccomplishmentsPage() {
  return <ContractRecordRoute missingMessage={physicalFeatureMessages.missingContract} page={FeatureAccomplishments} />;
}

function FeatureAccomplishments({ contractId }: { contractId: number }) {
  const nameId = pathId(useParams().featureNameId) ?? 0;
  const mayWrite = useRefusal('features.write') === null;
  const baseCrumbs = useContractCrumbs(contractId, 'Physical Features');
  const names = useFeatureNames();
  const name = names.data?.find((candidate) => candidate.id === nameId);
  const entries = useFeatureEntries(contractId, nameId, mayWrite);
  const remove = useDeleteFeatureAccomplishment(contractId);
  const crumbs = [...baseCrumbs.slice(0, 2), { label: 'Physical Features', to: paths.physicalFeaturesOfContract(contractId) }, { label: name?.name ?? 'Feature' }];
  const unit = name?.unit ?? '';

  const columns = [
    column.accessor('accomplishment_date', { header: 'Accomplishment Date', cell: (info) => formatDate(info.getValue()) }),
    column.accessor('quantity', { header: `Quantity${unit ? ` (${unit})` : ''}`, cell: (info) => formatQuantity(info.getValue()), meta: { numeric: true, cardFigure: true } }),
    column.accessor('entry_date', { header: 'Entry Date', cell: (info) => formatDateTime(info.getValue()) }),
  ];

  // Spec 3 §6: a viewer cannot open this page; the entries are not even read.
  if (!mayWrite) {
    return (
      <PageContainer maxWidth={900}>
        <PageHeader title={name?.name ?? 'Physical Feature'} breadcrumbs={crumbs} />
        <Alert severity="info">{physicalFeatureMessages.viewerCannotOpen}</Alert>
      </PageContainer>
    );
  }

  return (
    <ContractRecordPage
      contractId={contractId}
      title={name?.name ?? 'Physical Feature'}
      crumbs={crumbs}
      subtitle={name ? `${withFullStop(name.description)} Quantities are cumulative, in ${withFullStop(name.unit)}` : undefined}
      maxWidth={900}
      contractHeader={false}
      add={{ label: 'Add Accomplishment' }}
      records={entries}
      table={{
        label: 'Feature accomplishments',
        columns,
        empty: 'No accomplishments of this feature yet.',
        rowActionLabel: (entry) => `Actions for the entry of ${formatDate(entry.accomplishment_date)}`,
      }}
      rowActions={{ style: 'menu' }}
      update={{ tooOld: WINDOW_REFUSAL }}
      remove={{
        tooOld: WINDOW_REFUSAL,
        confirm: physicalFeatureMessages.confirmDelete,
        deleted: physicalFeatureMessages.accomplishmentDeleted,
        run: (entry) => remove.mutateAsync(entry.id),
      }}
      // Add asks for the feature, date and quantity; Update changes the quantity only (spec 3 §7).
      form={({ open, record, onClose }) => (
        <>
          <AddFeatureAccomplishmentDialog contractId={contractId} open={open && record === null} names={names.data ?? []} nameId={nameId} onClose={onClose} />
          <UpdateFeatureAccomplishmentDialog contractId={contractId} entry={open ? record : null} onClose={onClose} />
        </>
      )}
    />
  );
}
