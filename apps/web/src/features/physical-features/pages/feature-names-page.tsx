import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { can, physicalFeatureMessages, refusalFor, type PhysicalFeatureName } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowMenuTable } from '../../../components/row-menu-table';
import { TableSkeleton } from '../../../components/skeletons';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useDeleteFeatureName } from '../api/delete-feature-name';
import { useFeatureNames } from '../api/get-feature-names';
import { FeatureNameDialog } from '../components/feature-name-dialog';

const column = createColumnHelper<PhysicalFeatureName>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('description', { header: 'Description' }),
  column.accessor('unit', { header: 'Unit' }),
];

/** Physical feature names (spec 3 §2): the office's list with description and unit; add, update, delete. */
export function FeatureNamesPage() {
  const actor = useActor();
  const names = useFeatureNames();
  const remove = useDeleteFeatureName();
  const mayWrite = actor !== null && can(actor, 'featureNames.write');
  const [editing, setEditing] = useState<{ name: PhysicalFeatureName | null } | null>(null);
  const [deleting, setDeleting] = useState<PhysicalFeatureName | null>(null);

  return (
    <PageContainer maxWidth={1000}>
      <PageHeader
        title="Physical Features"
        breadcrumbs={[{ label: 'Contracts', to: paths.contracts }, { label: 'Physical Features' }]}
        subtitle="The kinds of features the office builds and their units; each contract records its cumulative quantities."
        action={{ label: 'Add Feature', icon: <AddIcon />, onClick: () => setEditing({ name: null }), disabledReason: mayWrite ? null : refusalFor('featureNames.write') }}
      />
      <QueryState query={names} loading={<TableSkeleton columns={3} />} empty="No physical features yet.">
        {(list) => (
          <RowMenuTable
            label="Physical features"
            columns={columns}
            data={list}
            searchable
            rowMenu={
              mayWrite
                ? [
                    { label: 'Update', icon: <EditOutlined fontSize="small" />, onSelect: (name) => setEditing({ name }) },
                    { label: 'Delete', icon: <DeleteOutlined fontSize="small" />, onSelect: setDeleting },
                  ]
                : undefined
            }
            rowActionLabel={(name) => `Actions for ${name.name}`}
          />
        )}
      </QueryState>
      <FeatureNameDialog open={editing !== null} name={editing?.name} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={physicalFeatureMessages.confirmDelete}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(physicalFeatureMessages.nameDeleted);
        }}
      />
    </PageContainer>
  );
}
