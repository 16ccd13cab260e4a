import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { siteDetails } from '../../../lib/site';
import { useAccountDetails } from '../api/get-account-details';
import { paths } from '../../../app/paths';

/** Shown when the office's account is not active (spec 1 §4): only Log Out remains. */
export function InactivePage() {
  const { contact_email: contactEmail } = siteDetails();
  const { data: account } = useAccountDetails();
  if (account?.active) return <Navigate to={paths.dashboard} replace />;
  return (
    <PageContainer maxWidth={720}>
      <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
        <AlertTitle>This office&apos;s account is inactive</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {account ? `${account.office_name} cannot use Subaybay until its subscription is settled.` : 'Your office cannot use Subaybay until its subscription is settled.'}
        </Typography>
        <Typography variant="body2">
          The account holder can write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> to settle the subscription. Your
          data is kept and everything returns as it was once the account is active again.
        </Typography>
      </Alert>
    </PageContainer>
  );
}
