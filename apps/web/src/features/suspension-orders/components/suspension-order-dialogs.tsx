import {
  formatTableDate,
  resumeOrderFormSchema,
  suspensionOrderFormSchema,
  suspensionOrderMessages as messages,
  type SuspensionOrder,
} from '@subaybay/domain';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { FormDateField } from '../../../components/form-value-fields';
import { notifySuccess } from '../../../lib/notify';
import { useCreateResumeOrder } from '../api/create-resume-order';
import { useCreateSuspensionOrder } from '../api/create-suspension-order';

/**
 * Suspend: date effective, reason and remarks, all required (spec 1 §5). An
 * order received late, after the work resumed, is entered here with its resume
 * order (Resumed on), in one write: then only accomplishments inside the
 * suspension refuse it, not those after its resumption.
 */
export function SuspendDialog({ contractId, open, onClose }: { contractId: number; open: boolean; onClose: () => void }) {
  const create = useCreateSuspensionOrder(contractId);
  return (
    <FormDialog
      open={open}
      title="Suspend Contract"
      description={
        <Typography variant="body2" color="text.secondary">
          {SUSPEND_HELP}
        </Typography>
      }
      schema={suspensionOrderFormSchema}
      defaultValues={{ date_effective: '', reason: '', remarks: '', resume_date: '', resume_remarks: '' }}
      submitLabel="Suspend"
      onClose={onClose}
      onSubmit={async (values) => {
        const { resume_date, resume_remarks, ...suspension } = values;
        await create.mutateAsync({
          contract_id: contractId,
          ...suspension,
          ...(resume_date ? { resume_date, ...(resume_remarks ? { resume_remarks } : {}) } : {}),
        });
        notifySuccess(resume_date ? messages.suspensionWithResumeAdded : messages.suspensionAdded);
      }}
    >
      {(form) => (
        <>
          <FormDateField control={form.control} name="date_effective" label="Date Effective" required />
          <FormTextField control={form.control} name="reason" label="Reason" required multiline minRows={2} fullWidth />
          <FormTextField control={form.control} name="remarks" label="Remarks" required multiline minRows={2} fullWidth />
          <FormDateField
            control={form.control}
            name="resume_date"
            label="Resumed on"
            helperText="Only for an order received after the work resumed: the first working day again."
          />
          <FormTextField control={form.control} name="resume_remarks" label="Resume Remarks" multiline minRows={2} fullWidth />
        </>
      )}
    </FormDialog>
  );
}

const SUSPEND_HELP =
  'Leave Resumed on empty while the suspension is still running; Resume records its resume order later. ' +
  'For an order received late, fill Resumed on: the suspension and its resume order are recorded together, ' +
  'and only accomplishments dated inside the suspension stand in its way.';

/** Resume: date effective required; remarks required in the form, sent only when filled (spec 1 §5). */
export function ResumeDialog({
  contractId,
  suspension,
  onClose,
}: {
  contractId: number;
  suspension: SuspensionOrder | null;
  onClose: () => void;
}) {
  const create = useCreateResumeOrder(contractId);
  return (
    <FormDialog
      open={suspension !== null}
      title="Resume Contract"
      description={suspension ? `Suspended since ${formatTableDate(suspension.date_effective)}.` : undefined}
      schema={resumeOrderFormSchema}
      defaultValues={{ date_effective: '', remarks: '' }}
      submitLabel="Resume"
      onClose={onClose}
      onSubmit={async (values) => {
        if (!suspension) return;
        await create.mutateAsync({
          suspension_order_id: suspension.id,
          date_effective: values.date_effective,
          ...(values.remarks ? { remarks: values.remarks } : {}),
        });
        notifySuccess(messages.resumeAdded);
      }}
    >
      {(form) => (
        <>
          <FormDateField control={form.control} name="date_effective" label="Date Effective" required />
          <FormTextField control={form.control} name="remarks" label="Remarks" required multiline minRows={2} fullWidth />
        </>
      )}
    </FormDialog>
  );
}
