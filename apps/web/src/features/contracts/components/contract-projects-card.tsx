import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { contractProjectInputSchema, contractUpdateMessages } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField } from '../../../components/form-fields';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { QueryState } from '../../../components/query-state';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { notify, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../app/paths';
import { projectYearsQueryOptions } from '../../projects/api/get-project-years';
import { projectsOfYearQueryOptions } from '../../projects/api/get-projects-of-year';
import { useAddContractProject } from '../api/add-contract-project';
import { useContractProjects, type ContractProject } from '../api/get-contract-projects';
import { useRemoveContractProject } from '../api/remove-contract-project';

/** The add-project full-screen dialog: the year narrows the list; only the project is sent ('Project is required.'). */
function AddProjectDialog({ open, contractId, attached, onClose }: { open: boolean; contractId: number; attached: readonly ContractProject[]; onClose: () => void }) {
  const add = useAddContractProject();
  const years = useQuery({ ...projectYearsQueryOptions(), enabled: open });
  const [year, setYear] = useState<number | null>(null);
  const projects = useQuery({ ...projectsOfYearQueryOptions(year ?? 0), enabled: open && year !== null });
  const taken = new Set(attached.map((project) => project.id));
  const yearOptions = (years.data ?? []).map((row) => ({ value: row.implementation_year, label: String(row.implementation_year) }));
  const projectOptions = (projects.data ?? []).filter((project) => !taken.has(project.id)).map((project) => ({ value: project.id, label: project.name }));
  return (
    <FormDialog
      open={open}
      fullScreen
      title="Add Project to the Contract"
      schema={contractProjectInputSchema}
      defaultValues={{ project_id: undefined }}
      submitLabel="Add Project"
      onClose={() => {
        setYear(null);
        onClose();
      }}
      onSubmit={async (values) => {
        await add.mutateAsync({ contractId, projectId: values.project_id });
        notifySuccess(contractUpdateMessages.projectAdded);
      }}
    >
      {(form) => (
        <>
          <TextField
            select
            label="Implementation Year"
            value={year ?? ''}
            onChange={(event) => {
              setYear(Number(event.target.value));
              form.resetField('project_id');
            }}
            helperText={years.isPending ? 'Loading the years…' : 'Choose the year, then the project.'}
          >
            {yearOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <FormSelectField
            control={form.control}
            name="project_id"
            label="Project"
            required
            disabled={year === null}
            options={projectOptions}
            helperText={year !== null && projects.data && projectOptions.length === 0 ? `No other projects in ${year}.` : undefined}
          />
        </>
      )}
    </FormDialog>
  );
}

function RemoveProjectDialog({ open, contractId, attached, onClose }: { open: boolean; contractId: number; attached: readonly ContractProject[]; onClose: () => void }) {
  const remove = useRemoveContractProject();
  const fullScreen = useFullScreenDialog();
  const [chosen, setChosen] = useState<number | ''>('');
  const close = () => {
    setChosen('');
    onClose();
  };
  const submit = async () => {
    if (chosen === '') {
      notify(contractUpdateMessages.noProjectSelected, 'error');
      return;
    }
    try {
      await remove.mutateAsync({ contractId, projectId: chosen });
      notifySuccess(contractUpdateMessages.projectRemoved);
      close();
    } catch {
      // The API client has said why (e.g. the last project); the dialog stays open.
    }
  };
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="remove-project-title">
      <DialogTitle id="remove-project-title">Remove Project</DialogTitle>
      <DialogContent>
        <TextField select fullWidth label="Project" value={chosen} onChange={(event) => setChosen(Number(event.target.value))} sx={{ mt: 1 }}>
          {attached.map((project) => (
            <MenuItem key={project.id} value={project.id}>
              {project.name} ({project.implementation_year})
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => void submit()} variant="contained" color="error" loading={remove.isPending}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Select Action' on a project of the contract (spec 3 §2): Cancel, or View its details in its year. */
function SelectActionDialog({ project, onClose }: { project: ContractProject | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={project !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="select-action-title" aria-describedby="select-action-text">
      <DialogTitle id="select-action-title">Select Action</DialogTitle>
      <DialogContent>
        <DialogContentText id="select-action-text">{project?.name}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            if (project) void navigate(paths.projectDetails(project.id, project.implementation_year));
          }}
        >
          View
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The projects a contract serves, with Add Project and Remove Project for who may change the contract. */
export function ContractProjectsCard({ contractId, mayChange, refusal }: { contractId: number; mayChange: boolean; refusal: string }) {
  const projects = useContractProjects(contractId);
  const [selected, setSelected] = useState<ContractProject | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const attached = projects.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contract-projects-title" sx={{ p: 2.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="contract-projects-title" variant="h2" component="h2" sx={{ fontSize: '1.1rem', flex: 1 }}>
          Projects
        </Typography>
        <GatedIconButton label="Add Project" icon={<AddIcon />} onClick={() => setAdding(true)} disabledReason={mayChange ? null : refusal} />
        <GatedIconButton label="Remove Project" icon={<RemoveCircleOutline />} onClick={() => setRemoving(true)} disabledReason={mayChange ? null : refusal} />
      </Box>
      <QueryState query={projects} framed={false} empty="This contract serves no project yet.">
        {(list) => (
          <List dense disablePadding aria-labelledby="contract-projects-title">
            {list.map((project) => (
              <ListItem key={project.id} disableGutters>
                <Link component="button" type="button" onClick={() => setSelected(project)} sx={{ textAlign: 'left' }}>
                  {project.name}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  CY {project.implementation_year}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      <SelectActionDialog project={selected} onClose={() => setSelected(null)} />
      <AddProjectDialog open={adding} contractId={contractId} attached={attached} onClose={() => setAdding(false)} />
      <RemoveProjectDialog open={removing} contractId={contractId} attached={attached} onClose={() => setRemoving(false)} />
    </Paper>
  );
}
