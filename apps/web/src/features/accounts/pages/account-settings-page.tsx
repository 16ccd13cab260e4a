import { useState } from 'react';
import Paper from '@mui/material/Paper';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { can, refusalFor } from '@subaybay/domain';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import { useActor } from '../../../lib/session';
import { useAccountDetails } from '../api/get-account-details';
import { EditAccountDialog } from '../components/edit-account-dialog';
import { paths } from '../../../app/paths';

export function AccountSettingsPage() {
  const accountQuery = useAccountDetails();
  const account = accountQuery.data;
  const actor = useActor();
  const [editing, setEditing] = useState(false);
  const mayEdit = actor !== null && can(actor, 'account.update');

  return (
    <PageContainer maxWidth={960}>
      <PageHeader
        title="Account Details"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Account Profile', to: paths.accountProfile }, { label: 'Account Details' }]}
        action={{
          label: 'Edit Account',
          icon: <EditOutlined />,
          onClick: () => setEditing(true),
          disabledReason: mayEdit ? null : refusalFor('account.update'),
        }}
      />
      <QueryState query={accountQuery}>
        {(details) => (
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <LabelValueGrid>
              <LabelValue label="Office Name" value={details.office_name} />
              <LabelValue label="Subscription Type" value={details.subscription_type.name} />
              <LabelValue label="Next Renewal" value={formatDate(details.next_renewal)} />
              <LabelValue label="Date Registered" value={formatDate(details.created_on)} />
            </LabelValueGrid>
          </Paper>
        )}
      </QueryState>
      {account && <EditAccountDialog open={editing} account={account} onClose={() => setEditing(false)} />}
    </PageContainer>
  );
}
