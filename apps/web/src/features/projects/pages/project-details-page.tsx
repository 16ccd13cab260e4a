import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { can, placeOfMunicipality, projectMessages, refusalFor } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { RecordNotFound } from '../../../components/not-found-message';
import { EmptyState, QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { paths } from '../../../app/paths';
import { ProjectFinanceSections } from '../../project-finance/components/project-finance-sections';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { EditProjectDialog } from '../components/edit-project-dialog';
import { GeneralInformationCard } from '../components/general-information-card';
import { ProjectContractsCard } from '../components/project-contracts-card';
import { pathId, pathImplementationYear } from '../../../lib/path-params';

const notFoundMessage = 'There is no such project in this office. Open it from the projects of its year.';

/** Project Details (spec 2 §2): General Information, the finance sections, then Contracts. */
export function ProjectDetailsPage() {
  const params = useParams();
  const projectId = pathId(params.projectId);
  const year = pathImplementationYear(params.year);
  const actor = useActor();
  const navigate = useNavigate();
  const projectQuery = useProject(projectId);
  const deleteProject = useDeleteProject();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const mayDelete = actor !== null && can(actor, 'projects.delete');
  const project = projectQuery.data;
  // The year of the address leads the way back; the project's own year once it is known.
  const listYear = project?.implementation_year ?? year;
  const notFound = projectId === null || (isApiError(projectQuery.error) && projectQuery.error.status === 404);

  return (
    <PageContainer>
      <PageHeader
        title={project?.name ?? 'Project Details'}
        breadcrumbs={[
          { label: 'Projects', to: paths.projects },
          ...(listYear !== null ? [{ label: `CY ${listYear}`, to: paths.projectsByYear(listYear) }] : []),
          { label: project?.name ?? 'Project' },
        ]}
        extra={
          project && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" startIcon={<AssessmentOutlined />} component={RouterLink} to={paths.projectReport(project.id, project.implementation_year)}>
                Detailed Report
              </Button>
              <Tooltip title={mayDelete ? '' : refusalFor('projects.delete')} describeChild>
                <span>
                  <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} disabled={!mayDelete} onClick={() => setConfirmingDelete(true)}>
                    Delete
                  </Button>
                </span>
              </Tooltip>
            </Stack>
          )
        }
      />
      {projectId === null ? (
        <EmptyState message={notFoundMessage} />
      ) : notFound ? (
        // A stale link (decision 024): the app's not-found, with the way back to the projects.
        <RecordNotFound detail={notFoundMessage} back={{ to: listYear === null ? paths.projects : paths.projectsByYear(listYear), label: 'Go to the projects' }} />
      ) : (
        <QueryState query={projectQuery}>
          {(loaded) => (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <GeneralInformationCard project={loaded} onEdit={() => setEditing(true)} />
              <ProjectFinanceSections projectId={loaded.id} />
              <ProjectContractsCard
                projectId={loaded.id}
                implementationYear={loaded.implementation_year}
                defaultLocation={placeOfMunicipality(loaded.system.municipality)}
              />
              <EditProjectDialog open={editing} project={loaded} onClose={() => setEditing(false)} />
            </Box>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Project"
        message={projectMessages.deleteConfirm}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          if (!project) return;
          // A refusal (contracts attached) throws: the API client toasts the server's sentence and the dialog stays open.
          await deleteProject.mutateAsync(project.id);
          notifySuccess(projectMessages.deleted);
          void navigate(paths.projectsByYear(project.implementation_year));
        }}
      />
    </PageContainer>
  );
}
