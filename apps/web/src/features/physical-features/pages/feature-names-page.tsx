import { useRef, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { can, physicalFeatureMessages, refusalFor, type PhysicalFeatureName } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
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

type MenuState = { name: PhysicalFeatureName; anchor: HTMLElement } | null;

/** Physical feature names (spec 3 §2): the office's list with description and unit; add, update, delete. */
export function FeatureNamesPage() {
  const actor = useActor();
  const names = useFeatureNames();
  const remove = useDeleteFeatureName();
  const mayWrite = actor !== null && can(actor, 'featureNames.write');
  const [editing, setEditing] = useState<{ name: PhysicalFeatureName | null } | null>(null);
  const [menu, setMenu] = useState<MenuState>(null);
  const [deleting, setDeleting] = useState<PhysicalFeatureName | null>(null);
  const clickedRow = useRef<HTMLElement | null>(null);

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
          <Box
            onClickCapture={(event) => {
              clickedRow.current = (event.target as HTMLElement).closest('tr');
            }}
          >
            <DataTable
              label="Physical features"
              columns={columns}
              data={list}
              searchable
              getRowId={(name) => String(name.id)}
              onRowClick={
                mayWrite
                  ? (name) => {
                      if (clickedRow.current) setMenu({ name, anchor: clickedRow.current });
                    }
                  : undefined
              }
              rowActionLabel={(name) => `Actions for ${name.name}`}
            />
          </Box>
        )}
      </QueryState>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <MenuItem
          onClick={() => {
            setEditing({ name: menu?.name ?? null });
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          Update
        </MenuItem>
        <MenuItem
          onClick={() => {
            setDeleting(menu?.name ?? null);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
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
