import { useState, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { can, mayEditEntry, refusalFor, type Permission } from '@subaybay/domain';
import type { Crumb } from '../../../components/breadcrumbs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataTableProps } from '../../../components/data-table';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { InfoDialog, RecordActionDialog } from '../../../components/record-action-dialog';
import { RowMenuTable, type RowMenuItem } from '../../../components/row-menu-table';
import { TableSkeleton } from '../../../components/skeletons';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { useRequiredContractId } from '../../contracts/components/contract-id-param';
import { ContractPageGate } from '../../contracts/components/contract-not-found';
import { ContractRecordHeader } from '../../contracts/components/contract-record-header';

/**
 * A page about one contract, from its address (`:contractId`, or `param`):
 * without an id, the spec's toast (`missingMessage`) and home; a contract the
 * office does not have, the app's not-found (decision 024); else `page`.
 */
export function ContractRecordRoute({
  missingMessage,
  param = 'contractId',
  page: Page,
}: {
  missingMessage: string;
  param?: string;
  page: ComponentType<{ contractId: number }>;
}) {
  const contractId = useRequiredContractId(useParams()[param], missingMessage);
  if (contractId === null) return null;
  return (
    <ContractPageGate contractId={contractId}>
      <Page contractId={contractId} />
    </ContractPageGate>
  );
}

/** Why the signed-in user may not do this, or null when they may (the button says why: UI.md). */
export function useRefusal(permission: Permission): string | null {
  const actor = useActor();
  return actor !== null && can(actor, permission) ? null : refusalFor(permission);
}

/**
 * How a row offers Update and Delete; each kind keeps the spec's own way.
 * - `dialog`: the row opens "Select Action" with Cancel, Delete and Update (spec 3 §2).
 * - `menu`: the row opens a menu with Update and Delete.
 * - `buttons`: a pencil and a bin in each row, named "Update {name}" and "Delete {name}";
 *   with `rowOpensUpdate` the row itself opens Update too.
 * - `none`: the rows offer nothing here (the kind's own columns may).
 */
export type RowActions<R> =
  | { style: 'dialog'; message: (record: R) => string }
  | { style: 'menu' }
  | { style: 'buttons'; name: (record: R) => string; rowOpensUpdate?: boolean }
  | { style: 'none' };

/** A change of a record: who may not (`refusal`), and the info dialog's sentence when a non-admin's entry is past the one-day window (`tooOld`). */
export interface RecordChange {
  refusal?: string | null;
  tooOld?: string;
}

export interface RecordFormProps<R> {
  open: boolean;
  /** The record to update; null to add one. */
  record: R | null;
  onClose: () => void;
}

export interface ContractRecordPageProps<R extends object> {
  contractId: number;
  /** The page's title; its crumb after Contracts › {contract number} unless `crumbs` are given. */
  title: string;
  crumbs?: Crumb[];
  subtitle?: string;
  maxWidth: number;
  /** The contract's number and key dates above the table (UI.md "Record page"); false where the page never showed them. */
  contractHeader?: boolean;
  /** A sentence between the header and the table (a notice, a warning). */
  notice?: ReactNode;
  /** The primary action: opens `form` without a record. */
  add?: { label: string; icon?: ReactNode; refusal?: string | null };
  records: UseQueryResult<R[]>;
  table: Omit<DataTableProps<R>, 'data' | 'onRowClick'> & { empty: string };
  rowActions: RowActions<R>;
  update?: RecordChange;
  remove?: RecordChange & { confirm: string; deleted: string; run: (record: R) => Promise<unknown> };
  /** The kind's Add and Update dialog. */
  form?: (props: RecordFormProps<R>) => ReactNode;
  /** The kind's other dialogs. */
  children?: ReactNode;
}

/** A record's entry date, when its kind keeps one: the one-day window counts from it. */
function entryDateOf(record: object): Date | null {
  return 'entry_date' in record && typeof record.entry_date === 'string' ? new Date(record.entry_date) : null;
}

/**
 * The record page of UI.md (schedule, accomplishment, suspensions, billings…):
 * the contract's crumbs, title and Add on top, its number and key dates, the
 * table of records, the row's Update and Delete gated by the role and the
 * one-day window, the Add/Update dialog, the delete confirmation and its toast.
 * Each kind gives its columns, fields, rules and texts.
 */
export function ContractRecordPage<R extends object>({
  contractId,
  title,
  crumbs,
  subtitle,
  maxWidth,
  contractHeader = true,
  notice,
  add,
  records,
  table: { empty, columns, ...table },
  rowActions,
  update = {},
  remove,
  form,
  children,
}: ContractRecordPageProps<R>) {
  const actor = useActor();
  const contractCrumbs = useContractCrumbs(contractId, title);
  const [editing, setEditing] = useState<{ record: R | null } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [selected, setSelected] = useState<R | null>(null);
  const [tooOld, setTooOld] = useState<string | null>(null);

  /** Opens the change, or the spec's info dialog when a non-admin's entry is past the one-day window. */
  const whenChangeable = (record: R, change: RecordChange | undefined, open: () => void) => {
    const entryDate = entryDateOf(record);
    if (change?.tooOld && actor && entryDate && !mayEditEntry(actor, entryDate, new Date())) setTooOld(change.tooOld);
    else open();
  };
  const openUpdate = (record: R) => whenChangeable(record, update, () => setEditing({ record }));
  const openDelete = (record: R) => whenChangeable(record, remove, () => setDeleting(record));

  const rowMenu: RowMenuItem<R>[] | undefined =
    rowActions.style === 'menu'
      ? [
          { label: 'Update', icon: <EditOutlined fontSize="small" />, onSelect: openUpdate },
          ...(remove ? [{ label: 'Delete', icon: <DeleteOutlined fontSize="small" />, onSelect: openDelete }] : []),
        ]
      : undefined;

  return (
    <PageContainer maxWidth={maxWidth}>
      <PageHeader
        title={title}
        breadcrumbs={crumbs ?? contractCrumbs}
        subtitle={subtitle}
        action={add && { label: add.label, icon: add.icon ?? <AddIcon />, onClick: () => setEditing({ record: null }), disabledReason: add.refusal }}
      />
      {contractHeader && <ContractRecordHeader contractId={contractId} />}
      {notice}
      <QueryState query={records} loading={<TableSkeleton columns={columns.length} />} empty={empty}>
        {(list) => (
          <RowMenuTable
            {...table}
            columns={rowActions.style === 'buttons' ? [...columns, actionsColumn<R>(rowActions.name, update, remove, openUpdate, openDelete)] : columns}
            data={list}
            rowMenu={rowMenu}
            onRowClick={
              rowActions.style === 'dialog' ? setSelected : rowActions.style === 'buttons' && rowActions.rowOpensUpdate ? openUpdate : undefined
            }
          />
        )}
      </QueryState>
      {rowActions.style === 'dialog' && (
        <RecordActionDialog
          open={selected !== null}
          message={selected ? rowActions.message(selected) : ''}
          onClose={() => setSelected(null)}
          actions={[
            ...(remove
              ? [
                  {
                    label: 'Delete',
                    color: 'error' as const,
                    disabledReason: remove.refusal,
                    onClick: () => {
                      if (selected) openDelete(selected);
                      setSelected(null);
                    },
                  },
                ]
              : []),
            {
              label: 'Update',
              disabledReason: update.refusal,
              onClick: () => {
                if (selected) openUpdate(selected);
                setSelected(null);
              },
            },
          ]}
        />
      )}
      {form?.({ open: editing !== null, record: editing?.record ?? null, onClose: () => setEditing(null) })}
      {remove && (
        <ConfirmDialog
          open={deleting !== null}
          message={remove.confirm}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (!deleting) return;
            await remove.run(deleting);
            notifySuccess(remove.deleted);
          }}
        />
      )}
      <InfoDialog open={tooOld !== null} message={tooOld ?? ''} onClose={() => setTooOld(null)} />
      {children}
    </PageContainer>
  );
}

/** The pencil and the bin of a row, each disabled with the reason when the role may not. */
function actionsColumn<R>(
  name: (record: R) => string,
  update: RecordChange,
  remove: RecordChange | undefined,
  openUpdate: (record: R) => void,
  openDelete: (record: R) => void,
) {
  return createColumnHelper<R>().display({
    id: 'actions',
    header: 'Actions',
    meta: { width: 96, cardActions: true },
    cell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <GatedIconButton
          label={`Update ${name(row.original)}`}
          icon={<EditOutlined fontSize="small" />}
          disabledReason={update.refusal}
          onClick={() => openUpdate(row.original)}
        />
        {remove && (
          <GatedIconButton
            label={`Delete ${name(row.original)}`}
            icon={<DeleteOutlined fontSize="small" />}
            disabledReason={remove.refusal}
            onClick={() => openDelete(row.original)}
          />
        )}
      </Box>
    ),
  });
}
