import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { can, refusalFor, type Contractor } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { useActor } from '../../../lib/session';
import { useContractors } from '../../contracts/api/get-contractors';

/** Spec 3 §9: the contractors table shows 10 rows per page. */
export const CONTRACTORS_PAGE_SIZE = 10;

const column = createColumnHelper<Contractor>();
const columns = [
  column.accessor('name', { header: 'Name', meta: { width: '40%' } }),
  column.accessor('office_address', { header: 'Office Address' }),
];

/** Spec 3 §2 Contractors: search, Name and Office Address, multi-sort (shift-click), 10 a page; a row opens the contractor. */
export function ContractorsPage() {
  const actor = useActor();
  const contractors = useContractors();
  const navigate = useNavigate();
  const mayAdd = actor !== null && can(actor, 'contractors.create');
  const openAdd = () => void navigate(paths.contractorAdd);

  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Contractors"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Contractors' }]}
        subtitle="The office's contractors. Open one to see its contracts and performance. Click a column heading to sort; shift-click another to sort by both."
        action={{ label: 'Add Contractor', icon: <AddIcon />, onClick: openAdd, disabledReason: mayAdd ? null : refusalFor('contractors.create') }}
      />
      <QueryState
        query={contractors}
        loading={<TableSkeleton columns={columns.length} />}
        empty={
          <EmptyState
            message="No contractors yet. Add the contractors your office awards contracts to."
            action={
              mayAdd ? (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={openAdd}>
                  Add Contractor
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(list) => (
          <DataTable
            label="Contractors"
            columns={columns}
            data={list}
            searchPlaceholder="Search name or address"
            pageSize={CONTRACTORS_PAGE_SIZE}
            pageSizeOptions={[CONTRACTORS_PAGE_SIZE]}
            getRowId={(contractor) => String(contractor.id)}
            initialSorting={[{ id: 'name', desc: false }]}
            rowHref={(contractor) => paths.contractor(contractor.id)}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}
