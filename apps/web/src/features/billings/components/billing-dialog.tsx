import { useWatch } from 'react-hook-form';
import { billingFormSchema, billingMessages, centavosToPesos, type BillingItem, todayInManila } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckboxField, FormTextField } from '../../../components/form-fields';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreateBilling } from '../api/create-billing';
import { useUpdateBilling } from '../api/update-billing';

export interface BillingDialogProps {
  contractId: number;
  open: boolean;
  /** The billing being updated; absent to add one. */
  billing?: BillingItem | null;
  onClose: () => void;
}

/**
 * Add Billing (spec 3 §2): Billing Amount, Remarks, and 'Overwrite Day
 * Elapsed' revealing 'As Of'. Without the tick the billing is dated today by
 * the server (an update keeps its date).
 */
export function BillingDialog({ contractId, open, billing, onClose }: BillingDialogProps) {
  const create = useCreateBilling(contractId);
  const update = useUpdateBilling(contractId);
  return (
    <FormDialog
      open={open}
      title={billing ? 'Update Billing' : 'Add Billing'}
      schema={billingFormSchema}
      defaultValues={{
        billing_amount: billing?.billing_amount,
        remarks: billing?.remarks ?? '',
        overwrite_day_elapsed: false,
        as_of_str: billing?.billing_date ?? '',
      }}
      submitLabel={billing ? 'Update' : 'Add'}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = {
          billing_amount: centavosToPesos(values.billing_amount),
          remarks: values.remarks,
          ...(values.overwrite_day_elapsed && values.as_of_str ? { as_of_str: values.as_of_str } : {}),
        };
        if (billing) {
          await update.mutateAsync({ id: billing.id, input: body });
          notifySuccess(billingMessages.updated);
        } else {
          await create.mutateAsync({ contract_id: contractId, ...body });
          notifySuccess(billingMessages.added);
        }
      }}
    >
      {(form) => (
        <>
          <FormMoneyField size="small" fullWidth control={form.control} name="billing_amount" label="Billing Amount" required />
          <FormTextField control={form.control} name="remarks" label="Remarks" required multiline minRows={2} />
          <FormCheckboxField control={form.control} name="overwrite_day_elapsed" label="Overwrite Day Elapsed" />
          <AsOfField control={form.control} />
        </>
      )}
    </FormDialog>
  );
}

type BillingForm = Parameters<Parameters<typeof FormDialog<typeof billingFormSchema>>[0]['children']>[0];

/** 'As Of' shows only with the tick (spec 3 §5: offered only with the overwrite option). */
function AsOfField({ control }: { control: BillingForm['control'] }) {
  const overwrite = useWatch({ control, name: 'overwrite_day_elapsed' });
  return overwrite ? <FormDateField control={control} name="as_of_str" label="As Of" maxDate={todayInManila()} /> : null;
}
