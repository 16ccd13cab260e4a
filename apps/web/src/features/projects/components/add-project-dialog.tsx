import { projectCreateInputSchema, projectMessages, type Project } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../lib/notify';
import { useQuery } from '@tanstack/react-query';
import { systemsQueryOptions } from '../../lookups/api/get-systems';
import { useCreateProject } from '../api/create-project';
import { ProjectFields } from './project-fields';
import { choicesHelperText, systemOptions } from './system-options';

export interface AddProjectDialogProps {
  open: boolean;
  /** The year on screen, or the current year. */
  defaultYear: number;
  onClose: () => void;
  /** Called with the new project (the page then opens that year's list, spec 2 §4). */
  onCreated: (project: Project) => void;
}

/** Add Project (spec 2 §5): name, amount, implementation year and system required; description and remarks optional. */
export function AddProjectDialog({ open, defaultYear, onClose, onCreated }: AddProjectDialogProps) {
  const create = useCreateProject();
  // The choices load when the dialog opens, not with every page that can open it.
  const systems = useQuery({ ...systemsQueryOptions(), enabled: open });
  return (
    <FormDialog
      open={open}
      title="Add Project"
      schema={projectCreateInputSchema}
      defaultValues={{ name: '', amount: undefined, implementation_year: defaultYear, system_id: undefined, description: '', remarks: '' }}
      submitLabel="Add Project"
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (values) => {
        const project = await create.mutateAsync(values);
        notifySuccess(projectMessages.created);
        onCreated(project);
      }}
    >
      {(form) => (
        <ProjectFields
          control={form.control}
          choice={{
            name: 'system_id',
            label: 'System/Category',
            options: systemOptions(systems.data),
            helperText: choicesHelperText(systems, 'No systems yet: add one under Systems first.'),
          }}
        />
      )}
    </FormDialog>
  );
}
