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
import {
  can,
  mayEditEntry,
  parsePesosToCentavos,
  refusalFor,
  variationOrderCeiling,
  variationOrderMessages,
  type VariationOrderItem,
} from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { InfoDialog } from '../../../components/record-action-dialog';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatDateTime, formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useContract } from '../../contracts/api/get-contract';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { useDeleteVariationOrder } from '../api/delete-variation-order';
import { useVariationOrders } from '../api/get-variation-orders';
import { VariationOrderDialog } from '../components/variation-order-dialog';

const WINDOW_REFUSAL = refusalFor('variationOrders.editAnyTime');

const column = createColumnHelper<VariationOrderItem>();
const columns = [
  column.accessor('date_effective', { header: 'Date Effective', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('revised_amount', { header: 'Revised Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
  column.accessor('remarks', { header: 'Remarks' }),
  column.accessor('entry_date', { header: 'Entry Date', cell: (info) => formatDateTime(info.getValue()) }),
];

type MenuState = { order: VariationOrderItem; anchor: HTMLElement } | null;

/** The 10 % ceiling warning, computed by the domain from the original amount and the orders (warn, never refuse). */
function ceilingWarning(originalPesos: number | undefined, orders: readonly VariationOrderItem[]): string | null {
  if (originalPesos === undefined) return null;
  const toCentavos = (pesos: number) => parsePesosToCentavos(pesos);
  return variationOrderCeiling(
    toCentavos(originalPesos),
    orders.map((order) => ({ dateEffective: order.date_effective, revisedAmount: toCentavos(order.revised_amount), entryDate: order.entry_date })),
  ).warning;
}

/** Variation orders (spec 3 §2): Add Variation, the list, a row menu with Update and Delete. */
export function VariationOrdersPage() {
  const params = useParams();
  const contractId = useRequiredContractId(params.contractId, variationOrderMessages.missingContract);
  return contractId === null ? null : (
    <ContractPageGate contractId={contractId}>
      <VariationOrders contractId={contractId} />
    </ContractPageGate>
  );
}

function VariationOrders({ contractId }: { contractId: number }) {
  const actor = useActor();
  const crumbs = useContractCrumbs(contractId, 'Variation Orders');
  const contract = useContract(contractId);
  const orders = useVariationOrders(contractId);
  const remove = useDeleteVariationOrder(contractId);
  const mayWrite = actor !== null && can(actor, 'variationOrders.create');
  // The row menu holds Update and Delete, each with its own permission row.
  const mayChange = actor !== null && (can(actor, 'variationOrders.update') || can(actor, 'variationOrders.delete'));
  const [editing, setEditing] = useState<{ order: VariationOrderItem | null } | null>(null);
  const [menu, setMenu] = useState<MenuState>(null);
  const [deleting, setDeleting] = useState<VariationOrderItem | null>(null);
  const [tooOld, setTooOld] = useState(false);
  const clickedRow = useRef<HTMLElement | null>(null);

  /** Opens the change, or the spec's info dialog when a non-admin's entry is a day old. */
  const whenChangeable = (open: () => void) => {
    const order = menu?.order;
    setMenu(null);
    if (order && actor && !mayEditEntry(actor, new Date(order.entry_date), new Date())) setTooOld(true);
    else open();
  };

  const warning = ceilingWarning(contract.data?.amount, orders.data ?? []);

  return (
    <PageContainer maxWidth={1000}>
      <PageHeader
        title="Variation Orders"
        breadcrumbs={crumbs}
        subtitle="Each order sets the contract amount from its effective date; the latest one is the revised contract amount."
        action={{
          label: 'Add Variation',
          icon: <AddIcon />,
          onClick: () => setEditing({ order: null }),
          disabledReason: mayWrite ? null : refusalFor('variationOrders.create'),
        }}
      />
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
      )}
      <QueryState query={orders} loading={<TableSkeleton columns={4} />} empty="No variation orders yet.">
        {(list) => (
          <Box
            onClickCapture={(event) => {
              clickedRow.current = (event.target as HTMLElement).closest('tr');
            }}
          >
            <DataTable
              label="Variation orders"
              columns={columns}
              data={list}
              getRowId={(order) => String(order.id)}
              onRowClick={
                mayChange
                  ? (order) => {
                      if (clickedRow.current) setMenu({ order, anchor: clickedRow.current });
                    }
                  : undefined
              }
              rowActionLabel={(order) => `Actions for the order effective ${formatDate(order.date_effective)}`}
            />
          </Box>
        )}
      </QueryState>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <MenuItem onClick={() => whenChangeable(() => setEditing({ order: menu?.order ?? null }))}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          Update
        </MenuItem>
        <MenuItem onClick={() => whenChangeable(() => setDeleting(menu?.order ?? null))}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
      <VariationOrderDialog contractId={contractId} open={editing !== null} order={editing?.order} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={variationOrderMessages.confirmDelete}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(variationOrderMessages.deleted);
        }}
      />
      <InfoDialog open={tooOld} message={WINDOW_REFUSAL} onClose={() => setTooOld(false)} />
    </PageContainer>
  );
}
