import { projectMessages, projectUpdateInputSchema, type Project } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../lib/notify';
import { useQuery } from '@tanstack/react-query';
import { fundSourcesQueryOptions } from '../../lookups/api/get-fund-sources';
import { useUpdateProject } from '../api/update-project';
import { ProjectFields } from './project-fields';
import { choicesHelperText, fundSourceOptions } from './system-options';

export interface EditProjectDialogProps {
  open: boolean;
  project: Project;
  onClose: () => void;
}

/** Update Project (spec 2 §5): name, amount, year and fund source required ('This field is required.'). */
export function EditProjectDialog({ open, project, onClose }: EditProjectDialogProps) {
  const update = useUpdateProject();
  // The choices load when the dialog opens, not with the details page.
  const fundSources = useQuery({ ...fundSourcesQueryOptions(), enabled: open });
  return (
    <FormDialog
      open={open}
      title="Edit Project"
      schema={projectUpdateInputSchema}
      defaultValues={{
        name: project.name,
        amount: project.amount,
        implementation_year: project.implementation_year,
        fund_source_id: project.fund_source?.id,
        description: project.description,
        remarks: project.remarks,
      }}
      submitLabel="Save"
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: project.id, values });
        notifySuccess(projectMessages.updated);
      }}
    >
      {(form) => (
        <ProjectFields
          control={form.control}
          choice={{
            name: 'fund_source_id',
            label: 'Fund Source',
            options: fundSourceOptions(fundSources.data),
            helperText: choicesHelperText(fundSources, 'No fund sources yet: add one under Fund Sources first.'),
          }}
        />
      )}
    </FormDialog>
  );
}
