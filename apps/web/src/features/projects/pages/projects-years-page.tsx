import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { PROJECT_YEARS_PAGE_SIZE, type ProjectYearSummary } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { formatNumber, formatPesos } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { useProjectYears } from '../api/get-project-years';
import { AddProjectDialog } from '../components/add-project-dialog';
import { currentYear } from '../components/year-param';

const column = createColumnHelper<ProjectYearSummary>();
const columns = [
  column.accessor((row) => String(row.implementation_year), { id: 'implementation_year', header: 'Implementation Year' }),
  column.accessor('count', { header: 'Number of Projects', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true } }),
  column.accessor('total_allocation', { header: 'Total Allocation', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
];

/** Projects by implementation year (spec 2 §2): a row opens that year's list. */
export function ProjectsYearsPage() {
  const navigate = useNavigate();
  const projectYears = useProjectYears();
  const [adding, setAdding] = useState(false);
  const openAdd = () => setAdding(true);

  return (
    <ListPage
      title="Projects"
      breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Projects' }]}
      subtitle="Projects by implementation year, with their number and total allocation. Open a year to see its projects."
      maxWidth={1100}
      add={{ label: 'Add Project', permission: 'projects.create', onClick: openAdd }}
      query={projectYears}
      columnCount={columns.length}
      emptyMessage="No projects yet. Add the projects of an implementation year to start monitoring them."
      dialogs={
        <AddProjectDialog
          open={adding}
          defaultYear={currentYear()}
          onClose={() => setAdding(false)}
          onCreated={(project) => void navigate(paths.projectsByYear(project.implementation_year))}
        />
      }
    >
      {(years) => (
        <DataTable
          label="Projects by implementation year"
          columns={columns}
          data={years}
          searchable={false}
          pageSize={PROJECT_YEARS_PAGE_SIZE}
          pageSizeOptions={[PROJECT_YEARS_PAGE_SIZE]}
          getRowId={(row) => String(row.implementation_year)}
          rowHref={(row) => paths.projectsByYear(row.implementation_year)}
          rowActionLabel={(row) => `Projects of ${row.implementation_year}`}
        />
      )}
    </ListPage>
  );
}
