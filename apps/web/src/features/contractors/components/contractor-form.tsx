import type { Control } from 'react-hook-form';
import { contractorInputSchema, type Contractor, type ContractorInput, type ContractorValues } from '@subaybay/domain';
import { FormTextField } from '../../../components/form-fields';
import { PageForm } from '../../../components/page-form';

export interface ContractorFormProps {
  submitLabel: string;
  onSubmit: (values: ContractorValues) => Promise<unknown>;
  onCancel: () => void;
}

const empty: ContractorInput = { name: '', office_address: '', owner_name: '', contact_number: '', tin_number: '' };

/** The form's values for an existing contractor (Edit starts from what the page shows). */
export function contractorFormValues(contractor: Contractor): ContractorInput {
  return {
    name: contractor.name,
    office_address: contractor.office_address,
    owner_name: contractor.owner_name,
    contact_number: contractor.contact_number,
    tin_number: contractor.tin_number,
  };
}

/**
 * The contractor's fields, for Add (this page form) and Edit (a dialog):
 * validated with the domain's `contractorInputSchema`, so the messages are the
 * spec's word for word (spec 3 §5).
 */
export function ContractorFields({ control }: { control: Control<ContractorInput, unknown, ContractorValues> }) {
  return (
    <>
      <FormTextField control={control} name="name" label="Company name" required autoFocus helperText="At least 8 characters" />
      <FormTextField control={control} name="office_address" label="Office address" required multiline minRows={2} helperText="At least 10 characters" />
      <FormTextField control={control} name="owner_name" label="Owner" />
      <FormTextField control={control} name="contact_number" label="Contact number" type="tel" />
      <FormTextField control={control} name="tin_number" label="TIN" />
    </>
  );
}

/** Add Contractor (spec 3 §5) as a page form. */
export function ContractorForm({ submitLabel, onSubmit, onCancel }: ContractorFormProps) {
  return (
    <PageForm schema={contractorInputSchema} defaultValues={empty} submitLabel={submitLabel} onSubmit={onSubmit} onCancel={onCancel}>
      {(form) => <ContractorFields control={form.control} />}
    </PageForm>
  );
}
