import type { Control, FieldPath } from 'react-hook-form';
import type { ProjectCreateInput, ProjectUpdateInput } from '@subaybay/domain';
import { FormSelectField, FormTextField, type SelectOption } from '../../../components/form-fields';
import { FormMoneyField } from '../../../components/form-value-fields';

/** The fields Add Project and Edit Project both have (both schemas read `description`). */
type SharedProjectValues = Pick<ProjectCreateInput & ProjectUpdateInput, 'name' | 'amount' | 'implementation_year' | 'description' | 'remarks'>;

export interface ProjectFieldsProps<T extends SharedProjectValues> {
  control: Control<T, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The required select that differs: the system when adding, the fund source when editing (spec 2 §5). */
  choice: { name: FieldPath<T>; label: string; options: SelectOption[]; helperText: string | undefined };
}

/**
 * The project form's fields in their order, written once for the Add and the
 * Edit dialog: name, allocation, year, the dialog's own select, description
 * and remarks.
 */
export function ProjectFields<T extends SharedProjectValues>({ control, choice }: ProjectFieldsProps<T>) {
  // Every form of a project has these fields; a generic T cannot name them, so the control is read as the shared shape.
  const shared = control as unknown as Control<SharedProjectValues, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return (
    <>
      <FormTextField control={shared} name="name" label="Project Name" required autoFocus />
      <FormMoneyField control={shared} name="amount" label="Amount (Allocation)" required />
      <FormTextField control={shared} name="implementation_year" label="Implementation Year" type="number" required />
      <FormSelectField control={control} required {...choice} />
      <FormTextField control={shared} name="description" label="Description" multiline minRows={2} />
      <FormTextField control={shared} name="remarks" label="Remarks" multiline minRows={2} />
    </>
  );
}
