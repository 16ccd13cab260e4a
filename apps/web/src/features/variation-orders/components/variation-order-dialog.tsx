import type { z } from 'zod';
import { centavosToPesos, variationOrderMessages, variationOrderUpdateSchema, type VariationOrderItem, todayInManila } from '@subaybay/domain';
import { FormTextField } from '../../../components/form-fields';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { RecordFormDialog } from '../../../components/record-form-dialog';
import { notify } from '../../../lib/notify';
import type { RecordFormProps } from '../../contract-records/components/contract-record-page';
import { useCreateVariationOrder } from '../api/create-variation-order';
import { useUpdateVariationOrder } from '../api/update-variation-order';

/** The revised amount is sent in pesos, as a number. */
const body = (values: z.output<typeof variationOrderUpdateSchema>) => ({
  date_effective: values.date_effective,
  revised_amount: centavosToPesos(values.revised_amount),
  remarks: values.remarks,
});

/** Add Variation (spec 3 §5): effective date, revised amount (sent as a number) and remarks, all required. */
export function VariationOrderDialog({ contractId, open, record: order, onClose }: RecordFormProps<VariationOrderItem> & { contractId: number }) {
  const create = useCreateVariationOrder(contractId);
  const update = useUpdateVariationOrder(contractId);
  return (
    <RecordFormDialog
      open={open}
      record={order}
      noun="Variation Order"
      schema={variationOrderUpdateSchema}
      defaultValues={{ date_effective: order?.date_effective ?? '', revised_amount: order?.revised_amount, remarks: order?.remarks ?? '' }}
      add={(values) => create.mutateAsync({ contract_id: contractId, ...body(values) })}
      update={(record, values) => update.mutateAsync({ id: record.id, input: body(values) })}
      toasts={{ added: variationOrderMessages.added, updated: variationOrderMessages.updated }}
      // DOMAIN.md: above the 10 % ceiling the order is kept, with a warning.
      afterSave={(answer) => {
        if (answer.warning) notify(answer.warning, 'warning');
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormDateField control={form.control} name="date_effective" label="Effective Date" required maxDate={todayInManila()} />
          <FormMoneyField size="small" fullWidth control={form.control} name="revised_amount" label="Revised Amount" required />
          <FormTextField control={form.control} name="remarks" label="Remarks" required multiline minRows={2} />
        </>
      )}
    </RecordFormDialog>
  );
}
