import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { billingFormSchema, billingMessages, centavosToPesos, type BillingItem, todayInManila } from '@subaybay/domain';
import type { FormDialog } from '../../../components/form-dialog';
import { FormCheckboxField, FormTextField } from '../../../components/form-fields';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { RecordFormDialog } from '../../../components/record-form-dialog';
import type { RecordFormProps } from '../../contract-records/components/contract-record-page';
import { useCreateBilling } from '../api/create-billing';
import { useUpdateBilling } from '../api/update-billing';

/**
 * Add Billing (spec 3 §2): Billing Amount, Remarks, and 'Overwrite Day
 * Elapsed' revealing 'As Of'. Without the tick the billing is dated today by
 * the server (an update keeps its date).
 */
export function BillingDialog({ contractId, open, record: billing, onClose }: RecordFormProps<BillingItem> & { contractId: number }) {
  const create = useCreateBilling(contractId);
  const update = useUpdateBilling(contractId);
  const body = (values: z.output<typeof billingFormSchema>) => ({
    billing_amount: centavosToPesos(values.billing_amount),
    remarks: values.remarks,
    ...(values.overwrite_day_elapsed && values.as_of_str ? { as_of_str: values.as_of_str } : {}),
  });
  return (
    <RecordFormDialog
      open={open}
      record={billing}
      noun="Billing"
      schema={billingFormSchema}
      defaultValues={{
        billing_amount: billing?.billing_amount,
        remarks: billing?.remarks ?? '',
        overwrite_day_elapsed: false,
        as_of_str: billing?.billing_date ?? '',
      }}
      add={(values) => create.mutateAsync({ contract_id: contractId, ...body(values) })}
      update={(record, values) => update.mutateAsync({ id: record.id, input: body(values) })}
      toasts={{ added: billingMessages.added, updated: billingMessages.updated }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormMoneyField size="small" fullWidth control={form.control} name="billing_amount" label="Billing Amount" required />
          <FormTextField control={form.control} name="remarks" label="Remarks" required multiline minRows={2} />
          <FormCheckboxField control={form.control} name="overwrite_day_elapsed" label="Overwrite Day Elapsed" />
          <AsOfField control={form.control} />
        </>
      )}
    </RecordFormDialog>
  );
}

type BillingForm = Parameters<Parameters<typeof FormDialog<typeof billingFormSchema>>[0]['children']>[0];

/** 'As Of' shows only with the tick (spec 3 §5: offered only with the overwrite option). */
function AsOfField({ control }: { control: BillingForm['control'] }) {
  const overwrite = useWatch({ control, name: 'overwrite_day_elapsed' });
  return overwrite ? <FormDateField control={control} name="as_of_str" label="As Of" maxDate={todayInManila()} /> : null;
}
