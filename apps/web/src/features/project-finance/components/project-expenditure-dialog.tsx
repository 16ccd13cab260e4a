import {
  centavosToPesos,
  projectExpenditureUpdateSchema,
  projectFinanceMessages,
  type ExpenditureSourceBalance,
  type ProjectExpenditure,
  todayInManila,
} from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField, FormTextField } from '../../../components/form-fields';
import { formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCreateProjectExpenditure } from '../api/create-project-expenditure';
import { useUpdateProjectExpenditure } from '../api/update-project-expenditure';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';

export interface ProjectExpenditureDialogProps {
  projectId: number;
  open: boolean;
  /** The project's sources with their balances (the select shows what is left). */
  sources: readonly ExpenditureSourceBalance[];
  /** The expenditure being updated; absent to add one. */
  expenditure?: ProjectExpenditure | null;
  onClose: () => void;
}

/** Add and Update Expenditure share the rules (spec 2 §5) and this dialog. */
export function ProjectExpenditureDialog({ projectId, open, sources, expenditure, onClose }: ProjectExpenditureDialogProps) {
  const create = useCreateProjectExpenditure();
  const update = useUpdateProjectExpenditure();
  const options = sources.map((source) => ({ value: source.id, label: `${source.name} (balance ${formatPesos(source.balance)})` }));
  return (
    <FormDialog
      open={open}
      title={expenditure ? 'Update Expenditure' : 'Add Expenditure'}
      schema={projectExpenditureUpdateSchema}
      defaultValues={{
        expenditure_source_id: expenditure?.expenditure_source.id,
        amount: expenditure?.amount,
        date_obligated: expenditure?.date_obligated ?? '',
        date_disbursed: expenditure?.date_disbursed ?? null,
        remarks: expenditure?.remarks ?? '',
      }}
      submitLabel={expenditure ? 'Update' : 'Add'}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (values) => {
        const body = {
          expenditure_source_id: values.expenditure_source_id,
          amount: centavosToPesos(values.amount),
          date_obligated: values.date_obligated,
          date_disbursed: values.date_disbursed,
          remarks: values.remarks,
        };
        if (expenditure) {
          await update.mutateAsync({ id: expenditure.id, input: body });
          notifySuccess(projectFinanceMessages.expenditureUpdated);
        } else {
          await create.mutateAsync({ project_id: projectId, ...body });
          notifySuccess(projectFinanceMessages.expenditureAdded);
        }
      }}
    >
      {(form) => (
        <>
          <FormSelectField control={form.control} name="expenditure_source_id" label="Expenditure Source" required size="small" fullWidth options={options} />
          <FormMoneyField size="small" fullWidth control={form.control} name="amount" label="Amount" required />
          <FormDateField control={form.control} name="date_obligated" label="Date Obligated" required maxDate={todayInManila()} />
          <FormDateField control={form.control} name="date_disbursed" label="Date Disbursed" maxDate={todayInManila()} />
          <FormTextField control={form.control} name="remarks" label="Remarks" multiline minRows={2} />
        </>
      )}
    </FormDialog>
  );
}
