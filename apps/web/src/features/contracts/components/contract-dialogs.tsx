import {
  contractContractorInputSchema,
  contractProjectInChargeInputSchema,
  contractUpdateInputSchema,
  contractUpdateMessages,
  type ContractDetails,
  todayInManila,
  contractStartRange,
} from '@subaybay/domain';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField, FormTextField, type SelectOption } from '../../../components/form-fields';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useContractors } from '../api/get-contractors';
import { useProjectInspectors } from '../api/get-project-inspectors';
import { useUpdateContract, type ContractUpdatePayload } from '../api/update-contract';

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

/**
 * What the contractor and project-in-charge pencils share: one required
 * select of the office's people, whose choice is sent as one update of the
 * contract and confirmed by a toast; only the field, its choices and the
 * payload differ.
 */
function ContractChoiceDialog<In extends FieldValues, Out extends FieldValues>({
  open,
  contract,
  onClose,
  title,
  schema,
  defaultValues,
  name,
  label,
  options,
  helperText,
  payload,
  updated,
}: DialogProps & {
  title: string;
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  name: Path<In>;
  label: string;
  options: SelectOption[];
  helperText: string | undefined;
  payload: (values: Out) => ContractUpdatePayload;
  updated: string;
}) {
  const update = useUpdateContract();
  return (
    <FormDialog
      open={open}
      title={title}
      schema={schema}
      defaultValues={defaultValues}
      submitLabel="Update"
      onClose={onClose}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: contract.id, payload: payload(values) });
        notifySuccess(updated);
      }}
    >
      {(form) => <FormSelectField control={form.control} name={name} label={label} required options={options} helperText={helperText} />}
    </FormDialog>
  );
}

/** The contractor pencil (admins): 'This field is required.' without a choice. */
export function ChangeContractorDialog(props: DialogProps) {
  const contractors = useContractors({ enabled: props.open });
  const options: SelectOption[] = (contractors.data ?? []).map((contractor) => ({ value: contractor.id, label: contractor.name }));
  return (
    <ContractChoiceDialog
      {...props}
      title="Update Contractor"
      schema={contractContractorInputSchema}
      defaultValues={{ contractor_id: props.contract.contractor?.id }}
      name="contractor_id"
      label="Contractor"
      options={options}
      helperText={choicesHelper(contractors, 'No contractors yet: add one under Contractors first.')}
      payload={(values) => ({ kind: 'contractor', contractorId: values.contractor_id })}
      updated={contractUpdateMessages.contractorUpdated}
    />
  );
}

/** The project-in-charge pencil (admins): one of the office's project inspectors. */
export function ChangeProjectInChargeDialog(props: DialogProps) {
  const inspectors = useProjectInspectors({ enabled: props.open });
  const options: SelectOption[] = (inspectors.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.first_name} ${person.last_name}`.trim(),
  }));
  return (
    <ContractChoiceDialog
      {...props}
      title="Update Project In Charge"
      schema={contractProjectInChargeInputSchema}
      defaultValues={{ project_in_charge_id: props.contract.project_in_charge?.id }}
      name="project_in_charge_id"
      label="Project In Charge"
      options={options}
      helperText={choicesHelper(inspectors, 'No project inspectors yet: add a user with that role first.')}
      payload={(values) => ({ kind: 'projectInCharge', projectInChargeId: values.project_in_charge_id })}
      updated={contractUpdateMessages.projectInChargeUpdated}
    />
  );
}
