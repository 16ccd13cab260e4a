import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { can, refusalFor, type Project } from '@subaybay/domain';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { formatPesos } from '../../../lib/format';
import { useActor } from '../../../lib/session';
import { GatedIconButton } from '../../../components/gated-icon-button';

/** General Information of a project (spec 2 §2), with the pencil for who may edit. */
export function GeneralInformationCard({ project, onEdit }: { project: Project; onEdit: () => void }) {
  const actor = useActor();
  const mayEdit = actor !== null && can(actor, 'projects.update');
  const { system } = project;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="general-information-title" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="general-information-title" variant="h2" component="h2" sx={{ fontSize: '1.1rem', flex: 1 }}>
          General Information
        </Typography>
        <GatedIconButton color="primary" label="Edit project" icon={<EditOutlined />} onClick={onEdit} disabledReason={mayEdit ? null : refusalFor('projects.update')} />
      </Box>
      <LabelValueGrid columns={3}>
        <LabelValue label="Name" value={project.name} />
        <LabelValue label="Allocation" value={formatPesos(project.amount)} />
        <LabelValue label="Implementation Year" value={project.implementation_year} />
        <LabelValue label="Fund Source" value={project.fund_source?.name} />
        <LabelValue label="System/Category" value={system.name} />
        <LabelValue label="Municipality, Province" value={`${system.municipality.name}, ${system.municipality.province}`} />
        <LabelValue label="Description" value={project.description} />
        <LabelValue label="Remarks" value={project.remarks} />
      </LabelValueGrid>
    </Paper>
  );
}
