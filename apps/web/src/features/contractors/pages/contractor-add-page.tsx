import { useNavigate } from 'react-router';
import { contractorMessages } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useCreateContractor } from '../api/create-contractor';
import { ContractorForm } from '../components/contractor-form';

/** Spec 3 §5 Add contractor; toast 'Contractor added successfully.' (§8), then the new contractor's page. */
export function ContractorAddPage() {
  const navigate = useNavigate();
  const create = useCreateContractor();
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Add Contractor"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Contractors', to: paths.contractors }, { label: 'Add' }]}
      />
      <ContractorForm
        submitLabel="Add Contractor"
        onCancel={() => void navigate(paths.contractors)}
        onSubmit={async (values) => {
          const contractor = await create.mutateAsync(values);
          notifySuccess(contractorMessages.added);
          await navigate(paths.contractor(contractor.id));
        }}
      />
    </PageContainer>
  );
}
