import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { can, mayEditEntry, physicalFeatureMessages, refusalFor, type FeatureAccomplishmentItem } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { InfoDialog } from '../../../components/record-action-dialog';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatDateTime, withFullStop } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { formatQuantity } from '../components/format-quantity';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { contractIdParam, useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { useDeleteFeatureAccomplishment } from '../api/delete-feature-accomplishment';
import { useFeatureEntries } from '../api/get-feature-entries';
import { useFeatureNames } from '../api/get-feature-names';
import { AddFeatureAccomplishmentDialog, UpdateFeatureAccomplishmentDialog } from '../components/feature-accomplishment-dialogs';

const WINDOW_REFUSAL = refusalFor('features.editAnyTime');
const column = createColumnHelper<FeatureAccomplishmentItem>();

type MenuState = { entry: FeatureAccomplishmentItem; anchor: HTMLElement } | null;

/** The accomplishments of one feature on a contract (spec 3 §2): Add Accomplishment; a row menu with Update and Delete. */
export function FeatureAccomplishmentsPage() {
  const params = useParams();
  const contractId = useRequiredContractId(params.contractId, physicalFeatureMessages.missingContract);
  const nameId = contractIdParam(params.featureNameId);
  if (contractId === null) return null;
  return (
    <ContractPageGate contractId={contractId}>
      <FeatureAccomplishments contractId={contractId} nameId={nameId ?? 0} />
    </ContractPageGate>
  );
}

function FeatureAccomplishments({ contractId, nameId }: { contractId: number; nameId: number }) {
  const actor = useActor();
  const mayWrite = actor !== null && can(actor, 'features.write');
  const baseCrumbs = useContractCrumbs(contractId, 'Physical Features');
  const names = useFeatureNames();
  const name = names.data?.find((candidate) => candidate.id === nameId);
  const entries = useFeatureEntries(contractId, nameId, mayWrite);
  const remove = useDeleteFeatureAccomplishment(contractId);
  const [adding, setAdding] = useState(false);
  const [updating, setUpdating] = useState<FeatureAccomplishmentItem | null>(null);
  const [deleting, setDeleting] = useState<FeatureAccomplishmentItem | null>(null);
  const [menu, setMenu] = useState<MenuState>(null);
  const [tooOld, setTooOld] = useState(false);
  const clickedRow = useRef<HTMLElement | null>(null);
  const crumbs = [...baseCrumbs.slice(0, 2), { label: 'Physical Features', to: paths.physicalFeaturesOfContract(contractId) }, { label: name?.name ?? 'Feature' }];
  const unit = name?.unit ?? '';

  const columns = [
    column.accessor('accomplishment_date', { header: 'Accomplishment Date', cell: (info) => formatDate(info.getValue()) }),
    column.accessor('quantity', { header: `Quantity${unit ? ` (${unit})` : ''}`, cell: (info) => formatQuantity(info.getValue()), meta: { numeric: true, cardFigure: true } }),
    column.accessor('entry_date', { header: 'Entry Date', cell: (info) => formatDateTime(info.getValue()) }),
  ];

  /** Opens the change, or the spec's info dialog when a non-admin's entry is a day old. */
  const whenChangeable = (open: (entry: FeatureAccomplishmentItem) => void) => {
    const entry = menu?.entry;
    setMenu(null);
    if (!entry) return;
    if (actor && !mayEditEntry(actor, new Date(entry.entry_date), new Date())) setTooOld(true);
    else open(entry);
  };

  if (!mayWrite) {
    return (
      <PageContainer maxWidth={900}>
        <PageHeader title={name?.name ?? 'Physical Feature'} breadcrumbs={crumbs} />
        <Alert severity="info">{physicalFeatureMessages.viewerCannotOpen}</Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer maxWidth={900}>
      <PageHeader
        title={name?.name ?? 'Physical Feature'}
        breadcrumbs={crumbs}
        subtitle={name ? `${withFullStop(name.description)} Quantities are cumulative, in ${withFullStop(name.unit)}` : undefined}
        action={{ label: 'Add Accomplishment', icon: <AddIcon />, onClick: () => setAdding(true) }}
      />
      <QueryState query={entries} loading={<TableSkeleton columns={3} />} empty="No accomplishments of this feature yet.">
        {(list) => (
          <Box
            onClickCapture={(event) => {
              clickedRow.current = (event.target as HTMLElement).closest('tr');
            }}
          >
            <DataTable
              label="Feature accomplishments"
              columns={columns}
              data={list}
              getRowId={(entry) => String(entry.id)}
              onRowClick={(entry) => {
                if (clickedRow.current) setMenu({ entry, anchor: clickedRow.current });
              }}
              rowActionLabel={(entry) => `Actions for the entry of ${formatDate(entry.accomplishment_date)}`}
            />
          </Box>
        )}
      </QueryState>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <MenuItem onClick={() => whenChangeable(setUpdating)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          Update
        </MenuItem>
        <MenuItem onClick={() => whenChangeable(setDeleting)}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
      <AddFeatureAccomplishmentDialog contractId={contractId} open={adding} names={names.data ?? []} nameId={nameId} onClose={() => setAdding(false)} />
      <UpdateFeatureAccomplishmentDialog contractId={contractId} entry={updating} onClose={() => setUpdating(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={physicalFeatureMessages.confirmDelete}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(physicalFeatureMessages.accomplishmentDeleted);
        }}
      />
      <InfoDialog open={tooOld} message={WINDOW_REFUSAL} onClose={() => setTooOld(false)} />
    </PageContainer>
  );
}
