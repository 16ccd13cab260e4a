import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { UsersPanel } from '../../user-accounts/components/users-panel';
import { paths } from '../../../app/paths';

const links = [
  { to: paths.accountSettings, label: 'Account Details', hint: 'Office name, subscription and renewal', icon: <BusinessOutlined /> },
  { to: paths.expenditureSourceNames, label: 'Expenditure Source Names', hint: 'Accounting names expenses are charged to', icon: <ReceiptLongOutlined /> },
  { to: paths.systems, label: 'Systems / Categories', hint: 'Irrigation systems and project categories', icon: <CategoryOutlined /> },
  { to: paths.fundSources, label: 'Fund Sources', hint: 'Where project funds come from', icon: <AccountBalanceOutlined /> },
  { to: paths.physicalFeatureNames, label: 'Physical Feature Names', hint: 'Names of the works measured on site', icon: <StraightenOutlined /> },
];

/** The account profile hub (spec 1 §2). */
export function AccountProfilePage() {
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader title="Account Profile" breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Account Profile' }]} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Paper variant="outlined" component="nav" aria-label="Account settings">
          <List disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {links.map((link) => (
              <ListItem key={link.to} disablePadding divider>
                <ListItemButton component={RouterLink} to={link.to}>
                  <ListItemIcon sx={{ minWidth: 40 }}>{link.icon}</ListItemIcon>
                  <ListItemText primary={link.label} secondary={link.hint} />
                  <ChevronRight color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <UsersPanel />
      </Box>
    </PageContainer>
  );
}
