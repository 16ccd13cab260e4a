import { projectMessages, projectUpdateInputSchema, type Project } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField, FormTextField } from '../../../components/form-fields';
import { FormMoneyField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useQuery } from '@tanstack/react-query';
import { fundSourcesQueryOptions } from '../../lookups/api/get-fund-sources';
import { useUpdateProject } from '../api/update-project';
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
        <>
          <FormTextField control={form.control} name="name" label="Project Name" required autoFocus />
          <FormMoneyField control={form.control} name="amount" label="Amount (Allocation)" required />
          <FormTextField control={form.control} name="implementation_year" label="Implementation Year" type="number" required />
          <FormSelectField
            control={form.control}
            name="fund_source_id"
            label="Fund Source"
            required
            options={fundSourceOptions(fundSources.data)}
            helperText={choicesHelperText(fundSources, 'No fund sources yet: add one under Fund Sources first.')}
          />
          <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
          <FormTextField control={form.control} name="remarks" label="Remarks" multiline minRows={2} />
        </>
      )}
    </FormDialog>
  );
}
