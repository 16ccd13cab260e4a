import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { can } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { formatNumber } from '../../../lib/format';
import { useActor } from '../../../lib/session';
import { useUser } from '../api/get-user';
import { groupMonitoredContracts, type MonitoredYear } from '../components/monitored-years';
import { roleLabel } from '../components/role-label';
import { UpdatePasswordDialog } from '../components/update-password-dialog';
import { pathId } from '../../../lib/path-params';
import { paths } from '../../../app/paths';

const column = createColumnHelper<MonitoredYear>();
const columns = [
  column.accessor('year', { header: 'Implementation Year' }),
  column.accessor('contracts', { header: 'Contracts', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true, width: 140, cardFigure: true } }),
];

export function UserProfilePage() {
  const { userId } = useParams();
  const id = Number(userId);
  const actor = useActor();
  const validId = pathId(userId) !== null;
  const userQuery = useUser(pathId(userId));
  const user = userQuery.data;
  const [changingPassword, setChangingPassword] = useState(false);

  const isOwner = actor?.userId === id;
  const mayEdit = isOwner || (actor !== null && can(actor, 'users.updateOthers'));
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : 'User Profile';

  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title={name}
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'User Profile' }]}
        subtitle={user ? `@${user.username}` : undefined}
        extra={
          <Stack direction="row" spacing={1}>
            {isOwner && (
              <Button variant="outlined" startIcon={<KeyOutlined />} onClick={() => setChangingPassword(true)}>
                Update Password
              </Button>
            )}
            {mayEdit && (
              <Button variant="contained" startIcon={<EditOutlined />} component={RouterLink} to={paths.userAccountUpdate(id)}>
                Edit
              </Button>
            )}
          </Stack>
        }
      />
      {!validId && <EmptyState message="There is no such user. Check the address, or open the user from the Account Profile." />}
      {validId && (
        <QueryState query={userQuery}>
          {(user) => (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <Paper variant="outlined" sx={{ p: 2.5 }}>
                <LabelValueGrid>
                  <LabelValue label="First Name" value={user.first_name} />
                  <LabelValue label="Last Name" value={user.last_name} />
                  <LabelValue label="E-mail" value={user.email} />
                  <LabelValue label="Position" value={user.position} />
                  <LabelValue
                    label="Roles"
                    value={
                      user.roles.length > 0 || user.is_superuser || !user.is_active ? (
                        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', mt: 0.5 }} component="span">
                          {!user.is_active && <Chip size="small" color="warning" label="Deactivated" />}
                          {user.is_superuser && <Chip size="small" label="Superuser" />}
                          {user.roles.map((role) => (
                            <Chip key={role.id} size="small" variant="outlined" label={roleLabel(role)} />
                          ))}
                        </Stack>
                      ) : null
                    }
                  />
                </LabelValueGrid>
              </Paper>
              <Box component="section" aria-labelledby="contracts-monitored-title">
                <Typography id="contracts-monitored-title" variant="h2" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
                  Contracts Monitored
                </Typography>
                <DataTable
                  label="Contracts monitored by implementation year"
                  columns={columns}
                  data={groupMonitoredContracts(user.monitored_contracts)}
                  searchable={false}
                  getRowId={(row) => row.year}
                  rowHref={(row) => paths.contractsMonitoredInYear(row.year, user.id)}
                  rowActionLabel={(row) => `Contracts monitored in ${row.year}`}
                  emptyMessage="This user is not the project in charge of any contract yet."
                />
              </Box>
            </Box>
          )}
        </QueryState>
      )}
      {isOwner && <UpdatePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />}
    </PageContainer>
  );
}
