import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { can, type ExpenditureSourceName } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { accountProfileCrumbs } from '../../../components/breadcrumbs';
import { ListPage } from '../../../components/list-page';
import { useActor } from '../../../lib/session';
import { useExpenditureSourceNames } from '../api/get-expenditure-source-names';
import { ExpenditureSourceNameDialog } from '../components/expenditure-source-name-dialog';

const column = createColumnHelper<ExpenditureSourceName>();
const columns = [
  column.accessor('long_name', { header: 'Long Name' }),
  column.accessor('short_name', { header: 'Short Name', meta: { width: '30%' } }),
];

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; name: ExpenditureSourceName };

/**
 * The model list page: breadcrumbs, explanation, a primary action gated by
 * `can()`, a searchable table, add and edit dialogs. Later features copy it.
 */
export function ExpenditureSourceNamesPage() {
  const actor = useActor();
  const names = useExpenditureSourceNames();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const mayWrite = actor !== null && can(actor, 'expenditureSourceNames.write');
  const openAdd = () => setDialog({ mode: 'add' });

  return (
    <ListPage
      title="Expenditure Source Names"
      breadcrumbs={accountProfileCrumbs({ label: 'Expenditure Source Names' })}
      subtitle="Source names are the accounting names an expense is charged to, for example contract works or construction survey. Expenditures of every project are entered against one of these names."
      maxWidth={1100}
      add={{ label: 'Add Name', permission: 'expenditureSourceNames.write', onClick: openAdd }}
      query={names}
      columnCount={columns.length}
      emptyMessage="No expenditure source names yet. Add the names your office charges expenses to."
      dialogs={
        <ExpenditureSourceNameDialog
          open={dialog.mode !== 'closed'}
          name={dialog.mode === 'edit' ? dialog.name : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      }
    >
      {(list) => (
        <DataTable
          label="Expenditure source names"
          columns={columns}
          data={list}
          initialSorting={[{ id: 'long_name', desc: false }]}
          onRowClick={mayWrite ? (name) => setDialog({ mode: 'edit', name }) : undefined}
          rowActionLabel={(name) => `Edit ${name.long_name}`}
        />
      )}
    </ListPage>
  );
}
