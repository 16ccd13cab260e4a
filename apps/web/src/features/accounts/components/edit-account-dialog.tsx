import { updateAccountSchema, type Account } from '@subaybay/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateAccount } from '../api/update-account';

export function EditAccountDialog({ open, account, onClose }: { open: boolean; account: Account; onClose: () => void }) {
  const updateAccount = useUpdateAccount();
  return (
    <FormDialog
      open={open}
      title="Edit Account"
      schema={updateAccountSchema}
      defaultValues={{ office_name: account.office_name }}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={async (values) => {
        await updateAccount.mutateAsync(values);
        notifySuccess('Account updated successfully!');
      }}
    >
      {(form) => <FormTextField control={form.control} name="office_name" label="Office Name" required autoFocus />}
    </FormDialog>
  );
}
