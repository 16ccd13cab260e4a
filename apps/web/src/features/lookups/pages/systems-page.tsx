import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { can, type System } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table';
import { accountProfileCrumbs } from '../../../components/breadcrumbs';
import { ListPage } from '../../../components/list-page';
import { useActor } from '../../../lib/session';
import { useSystems } from '../api/get-systems';
import { municipalityLabel } from '../components/municipality-autocomplete';
import type { SystemUpdateState } from './system-update-page';

const column = createColumnHelper<System>();
const columns = [
  column.accessor('id', { header: 'ID', meta: { width: '10%' } }),
  column.accessor('name', { header: 'Name', meta: { cardTitle: true } }),
  column.accessor((system) => municipalityLabel(system.municipality), { id: 'municipality', header: 'Municipality' }),
  column.accessor('remarks', { header: 'Remarks' }),
];

/** Spec 2 §2 systemList: id, name, municipality, remarks; a row opens the update page with the system. */
export function SystemsPage() {
  const actor = useActor();
  const systems = useSystems();
  const navigate = useNavigate();
  const mayWrite = actor !== null && can(actor, 'systems.write');
  const openAdd = () => void navigate(paths.systemAdd);

  return (
    <ListPage
      title="Systems / Categories"
      breadcrumbs={accountProfileCrumbs({ label: 'Systems / Categories' })}
      subtitle="Every project belongs to a system or category: an irrigation system, a road network, a building programme, located in a municipality."
      maxWidth={1100}
      add={{ label: 'Add System', permission: 'systems.write', onClick: openAdd }}
      query={systems}
      columnCount={columns.length}
      emptyMessage="No systems or categories yet. Add the systems your office's projects belong to."
    >
      {(list) => (
        <DataTable
          label="Systems and categories"
          columns={columns}
          data={list}
          initialSorting={[{ id: 'id', desc: false }]}
          onRowClick={
            mayWrite ? (system) => void navigate(paths.systemUpdate(system.id), { state: { system } satisfies SystemUpdateState }) : undefined
          }
          // The ID is the cell's visible text, so it is part of the name (WCAG 2.5.3, label in name).
          rowActionLabel={(system) => `Update ${system.name}, ID ${system.id}`}
        />
      )}
    </ListPage>
  );
}
