import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { can, refusalFor, type ExpenditureSourceName } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { useActor } from '../../../lib/session';
import { useExpenditureSourceNames } from '../api/get-expenditure-source-names';
import { ExpenditureSourceNameDialog } from '../components/expenditure-source-name-dialog';
import { paths } from '../../../app/paths';

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
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Expenditure Source Names"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Account Profile', to: paths.accountProfile }, { label: 'Expenditure Source Names' }]}
        subtitle="Source names are the accounting names an expense is charged to, for example contract works or construction survey. Expenditures of every project are entered against one of these names."
        action={{
          label: 'Add Name',
          icon: <AddIcon />,
          onClick: openAdd,
          disabledReason: mayWrite ? null : refusalFor('expenditureSourceNames.write'),
        }}
      />
      <QueryState
        query={names}
        loading={<TableSkeleton columns={columns.length} />}
        empty={
          <EmptyState
            message="No expenditure source names yet. Add the names your office charges expenses to."
            action={
              mayWrite ? (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={openAdd}>
                  Add Name
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(list) => (
          <DataTable
            label="Expenditure source names"
            columns={columns}
            data={list}
            getRowId={(name) => String(name.id)}
            initialSorting={[{ id: 'long_name', desc: false }]}
            onRowClick={mayWrite ? (name) => setDialog({ mode: 'edit', name }) : undefined}
            rowActionLabel={(name) => `Edit ${name.long_name}`}
          />
        )}
      </QueryState>
      <ExpenditureSourceNameDialog
        open={dialog.mode !== 'closed'}
        name={dialog.mode === 'edit' ? dialog.name : null}
        onClose={() => setDialog({ mode: 'closed' })}
      />
    </PageContainer>
  );
}
