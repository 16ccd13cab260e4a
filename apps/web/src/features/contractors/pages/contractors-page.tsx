import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import type { Contractor } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
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
  const contractors = useContractors();
  const navigate = useNavigate();
  const openAdd = () => void navigate(paths.contractorAdd);

  return (
    <ListPage
      title="Contractors"
      breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Contractors' }]}
      subtitle="The office's contractors. Open one to see its contracts and performance. Click a column heading to sort; shift-click another to sort by both."
      maxWidth={1100}
      add={{ label: 'Add Contractor', permission: 'contractors.create', onClick: openAdd }}
      query={contractors}
      columnCount={columns.length}
      emptyMessage="No contractors yet. Add the contractors your office awards contracts to."
    >
      {(list) => (
        <DataTable
          label="Contractors"
          columns={columns}
          data={list}
          searchPlaceholder="Search name or address"
          pageSize={CONTRACTORS_PAGE_SIZE}
          pageSizeOptions={[CONTRACTORS_PAGE_SIZE]}
          initialSorting={[{ id: 'name', desc: false }]}
          rowHref={(contractor) => paths.contractor(contractor.id)}
        />
      )}
    </ListPage>
  );
}
