import {
  contractContractorInputSchema,
  contractProjectInChargeInputSchema,
  contractUpdateInputSchema,
  contractUpdateMessages,
  type ContractDetails,
  todayInManila,
  contractStartRange,
} from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField, FormTextField, type SelectOption } from '../../../components/form-fields';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useContractors } from '../api/get-contractors';
import { useProjectInspectors } from '../api/get-project-inspectors';
import { useUpdateContract } from '../api/update-contract';

interface DialogProps {
  open: boolean;
  contract: ContractDetails;
  onClose: () => void;
}

/** The helper text of a select while its choices load, fail or are none. */
function choicesHelper(query: { isPending: boolean; isError: boolean; data?: unknown[] }, none: string): string | undefined {
  if (query.isError) return 'The choices could not be loaded. Close and open the dialog again.';
  if (query.isPending) return 'Loading the choices…';
  return query.data && query.data.length === 0 ? none : undefined;
}

/** Update Contract (spec 3 §2, §5): the basic details; contract number, amount, start date and duration required. */
export function UpdateContractDialog({ open, contract, onClose }: DialogProps) {
  const update = useUpdateContract();
  return (
    <FormDialog
      open={open}
      title="Update Contract"
      schema={contractUpdateInputSchema}
      defaultValues={{
        contract_id: contract.contract_number,
        contract_description: contract.contract_description,
        amount: contract.original_contract_amount,
        start_date: contract.contract_effectivity,
        duration: contract.original_contract_time,
        location: contract.location,
      }}
      submitLabel="Update"
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: contract.id, payload: { kind: 'details', values } });
        notifySuccess(contractUpdateMessages.contractUpdated);
      }}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="contract_id" label="Contract Number" required autoFocus />
          <FormTextField control={form.control} name="contract_description" label="Description" multiline minRows={2} />
          <FormMoneyField control={form.control} name="amount" label="Contract Amount" required />
          <FormDateField control={form.control} name="start_date" label="Start Date" required helperText="YYYY-MM-DD" maxDate={contractStartRange(todayInManila()).latest} />
          <FormTextField control={form.control} name="duration" label="Duration (C.D.)" type="number" required helperText="Calendar days" />
          <FormTextField control={form.control} name="location" label="Location" />
        </>
      )}
    </FormDialog>
  );
}

/** The contractor pencil (admins): 'This field is required.' without a choice. */
export function ChangeContractorDialog({ open, contract, onClose }: DialogProps) {
  const update = useUpdateContract();
  const contractors = useContractors({ enabled: open });
  const options: SelectOption[] = (contractors.data ?? []).map((contractor) => ({ value: contractor.id, label: contractor.name }));
  return (
    <FormDialog
      open={open}
      title="Update Contractor"
      schema={contractContractorInputSchema}
      defaultValues={{ contractor_id: contract.contractor?.id }}
      submitLabel="Update"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: contract.id, payload: { kind: 'contractor', contractorId: values.contractor_id } });
        notifySuccess(contractUpdateMessages.contractorUpdated);
      }}
    >
      {(form) => (
        <FormSelectField
          control={form.control}
          name="contractor_id"
          label="Contractor"
          required
          options={options}
          helperText={choicesHelper(contractors, 'No contractors yet: add one under Contractors first.')}
        />
      )}
    </FormDialog>
  );
}

/** The project-in-charge pencil (admins): one of the office's project inspectors. */
export function ChangeProjectInChargeDialog({ open, contract, onClose }: DialogProps) {
  const update = useUpdateContract();
  const inspectors = useProjectInspectors({ enabled: open });
  const options: SelectOption[] = (inspectors.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.first_name} ${person.last_name}`.trim(),
  }));
  return (
    <FormDialog
      open={open}
      title="Update Project In Charge"
      schema={contractProjectInChargeInputSchema}
      defaultValues={{ project_in_charge_id: contract.project_in_charge?.id }}
      submitLabel="Update"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: contract.id, payload: { kind: 'projectInCharge', projectInChargeId: values.project_in_charge_id } });
        notifySuccess(contractUpdateMessages.projectInChargeUpdated);
      }}
    >
      {(form) => (
        <FormSelectField
          control={form.control}
          name="project_in_charge_id"
          label="Project In Charge"
          required
          options={options}
          helperText={choicesHelper(inspectors, 'No project inspectors yet: add a user with that role first.')}
        />
      )}
    </FormDialog>
  );
}
