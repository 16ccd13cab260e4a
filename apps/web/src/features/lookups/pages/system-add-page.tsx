import { useNavigate } from 'react-router';
import { systemMessages } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { notifySuccess } from '../../../lib/notify';
import { useCreateSystem } from '../api/create-system';
import { SystemForm } from '../components/system-form';
import { SystemFormPage } from '../components/system-form-page';

/** Spec 2 §2 systemAdd; back to the list once created. */
export function SystemAddPage() {
  const navigate = useNavigate();
  const create = useCreateSystem();
  return (
    <SystemFormPage title="Add System / Category" crumb="Add">
      <SystemForm
        submitLabel="Add System"
        onCancel={() => void navigate(paths.systems)}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          notifySuccess(systemMessages.created);
          await navigate(paths.systems);
        }}
      />
    </SystemFormPage>
  );
}
