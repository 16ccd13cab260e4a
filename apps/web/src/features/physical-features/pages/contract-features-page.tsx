import { createColumnHelper } from '@tanstack/react-table';
import { physicalFeatureMessages, type ContractFeatureSummary } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { formatQuantity } from '../components/format-quantity';
import { ContractRecordPage, ContractRecordRoute, useRefusal } from '../../contract-records/components/contract-record-page';
import { useContractFeatures } from '../api/get-contract-features';
import { useFeatureNames } from '../api/get-feature-names';
import { AddFeatureAccomplishmentDialog } from '../components/feature-accomplishment-dialogs';

const column = createColumnHelper<ContractFeatureSummary>();
const columns = [
  column.accessor('name', { header: 'Feature' }),
  column.accessor('description', { header: 'Description' }),
  column.accessor('quantity', { header: 'Quantity', cell: (info) => formatQuantity(info.getValue()), meta: { numeric: true, cardFigure: true } }),
  column.accessor('unit', { header: 'Unit' }),
];

/** Physical features of a contract (spec 3 §2): each feature's quantity as of today; Add Accomplishment. */
export function ContractFeaturesPage() {
  return <ContractRecordRoute missingMessage={physicalFeatureMessages.missingContract} param="id" page={ContractFeatures} />;
}

/** A row is a feature, not a record: it links to the feature's accomplishments, where they are changed. */
function ContractFeatures({ contractId }: { contractId: number }) {
  const names = useFeatureNames();
  const refusal = useRefusal('features.write');
  return (
    <ContractRecordPage
      contractId={contractId}
      title="Physical Features"
      subtitle="The quantity of each feature built on this contract, as of today."
      maxWidth={1000}
      contractHeader={false}
      add={{ label: 'Add Accomplishment', refusal }}
      records={useContractFeatures(contractId)}
      table={{
        label: 'Physical features of the contract',
        columns,
        empty: 'No physical feature accomplishments yet.',
        getRowId: (feature) => String(feature.name_id),
        // Spec 3 §6: a viewer cannot open the accomplishments of a feature.
        rowHref: refusal === null ? (feature) => paths.physicalFeatureAccomplishments(contractId, feature.name_id) : undefined,
        rowActionLabel: (feature) => `Accomplishments of ${feature.name}`,
      }}
      rowActions={{ style: 'none' }}
      form={({ open, onClose }) => <AddFeatureAccomplishmentDialog contractId={contractId} open={open} names={names.data ?? []} onClose={onClose} />}
    />
  );
}
