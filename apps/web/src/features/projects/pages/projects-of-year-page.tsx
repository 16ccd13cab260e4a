import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate, useParams } from 'react-router';
import { can, formatCentavos, refusalFor, totalAllocationCentavos, type Project } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatPesos } from '../../../lib/format';
import { useActor } from '../../../lib/session';
import { paths } from '../../../app/paths';
import { useProjectsOfYear } from '../api/get-projects-of-year';
import { AddProjectDialog } from '../components/add-project-dialog';
import { pathImplementationYear } from '../../../lib/path-params';

const column = createColumnHelper<Project>();
const columns = [
  column.accessor('name', { header: 'Project Name' }),
  column.accessor((project) => `${project.system.name} (${project.system.municipality.name}, ${project.system.municipality.province})`, {
    id: 'system',
    header: 'System/Category',
  }),
  column.accessor((project) => project.fund_source?.name ?? '', { id: 'fund_source', header: 'Fund Source' }),
  column.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, width: 180, cardFigure: true } }),
];

/** 'CY {year} Projects' (spec 2 §2) with the total of their amounts; a row opens the project. */
export function ProjectsOfYearPage() {
  const params = useParams();
  const year = pathImplementationYear(params.year);
  const actor = useActor();
  const navigate = useNavigate();
  const projects = useProjectsOfYear(year);
  const [adding, setAdding] = useState(false);
  const mayAdd = actor !== null && can(actor, 'projects.create');
  const openAdd = () => setAdding(true);
  const title = year === null ? 'Projects' : `CY ${year} Projects`;

  return (
    <PageContainer>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Projects', to: paths.projects }, { label: year === null ? 'Unknown year' : `CY ${year}` }]}
        action={{ label: 'Add Project', icon: <AddIcon />, onClick: openAdd, disabledReason: mayAdd ? null : refusalFor('projects.create') }}
      />
      {year === null ? (
        <EmptyState message="This address names no implementation year. Open a year from the Projects list." />
      ) : (
        <QueryState
          query={projects}
          loading={<TableSkeleton columns={columns.length} />}
          empty={
            <EmptyState
              message={`No projects in ${year} yet.`}
              action={
                mayAdd ? (
                  <Button variant="outlined" startIcon={<AddIcon />} onClick={openAdd}>
                    Add Project
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(list) => (
            <DataTable
              label={`Projects of ${year}`}
              columns={columns}
              data={list}
              initialSorting={[{ id: 'name', desc: false }]}
              rowHref={(project) => paths.projectDetails(project.id, year)}
              rowActionLabel={(project) => `Open ${project.name}`}
              totals={(rows) => ({ name: 'Total', amount: formatCentavos(totalAllocationCentavos(rows)) })}
            />
          )}
        </QueryState>
      )}
      <AddProjectDialog
        open={adding}
        defaultYear={year ?? new Date().getFullYear()}
        onClose={() => setAdding(false)}
        onCreated={(project) => void navigate(paths.projectsByYear(project.implementation_year))}
      />
    </PageContainer>
  );
}
