import { useState } from 'react';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import { can, physicalFeatureMessages, refusalFor, type ContractFeatureSummary } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { useActor } from '../../../lib/session';
import { formatQuantity } from '../components/format-quantity';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
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
  const params = useParams();
  const contractId = useRequiredContractId(params.id, physicalFeatureMessages.missingContract);
  return contractId === null ? null : (
    <ContractPageGate contractId={contractId}>
      <ContractFeatures contractId={contractId} />
    </ContractPageGate>
  );
}

function ContractFeatures({ contractId }: { contractId: number }) {
  const actor = useActor();
  const crumbs = useContractCrumbs(contractId, 'Physical Features');
  const features = useContractFeatures(contractId);
  const names = useFeatureNames();
  const [adding, setAdding] = useState(false);
  const mayWrite = actor !== null && can(actor, 'features.write');

  return (
    <PageContainer maxWidth={1000}>
      <PageHeader
        title="Physical Features"
        breadcrumbs={crumbs}
        subtitle="The quantity of each feature built on this contract, as of today."
        action={{ label: 'Add Accomplishment', icon: <AddIcon />, onClick: () => setAdding(true), disabledReason: mayWrite ? null : refusalFor('features.write') }}
      />
      <QueryState query={features} loading={<TableSkeleton columns={4} />} empty="No physical feature accomplishments yet.">
        {(list) => (
          <DataTable
            label="Physical features of the contract"
            columns={columns}
            data={list}
            getRowId={(feature) => String(feature.name_id)}
            // Spec 3 §6: a viewer cannot open the accomplishments of a feature.
            rowHref={mayWrite ? (feature) => paths.physicalFeatureAccomplishments(contractId, feature.name_id) : undefined}
            rowActionLabel={(feature) => `Accomplishments of ${feature.name}`}
          />
        )}
      </QueryState>
      <AddFeatureAccomplishmentDialog contractId={contractId} open={adding} names={names.data ?? []} onClose={() => setAdding(false)} />
    </PageContainer>
  );
}
