import { useNavigate } from 'react-router';
import { systemMessages } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useCreateSystem } from '../api/create-system';
import { SystemForm } from '../components/system-form';

/** Spec 2 §2 systemAdd; back to the list once created. */
export function SystemAddPage() {
  const navigate = useNavigate();
  const create = useCreateSystem();
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Add System / Category"
        breadcrumbs={[
          { label: 'Home', to: paths.dashboard },
          { label: 'Account Profile', to: paths.accountProfile },
          { label: 'Systems / Categories', to: paths.systems },
          { label: 'Add' },
        ]}
      />
      <SystemForm
        submitLabel="Add System"
        onCancel={() => void navigate(paths.systems)}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          notifySuccess(systemMessages.created);
          await navigate(paths.systems);
        }}
      />
    </PageContainer>
  );
}
