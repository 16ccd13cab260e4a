import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { can, refusalFor, type User } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { PrimaryAction } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { useActor } from '../../../lib/session';
import { useUsers } from '../api/get-users';
import { AddUserDialog } from './add-user-dialog';
import { roleLabel } from './role-label';
import { paths } from '../../../app/paths';

const column = createColumnHelper<User>();
const columns = [
  column.accessor('username', { header: 'Username' }),
  column.accessor((user) => [user.first_name, user.last_name].filter(Boolean).join(' '), { id: 'name', header: 'Name' }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('position', { header: 'Position' }),
  column.accessor((user) => user.roles.map(roleLabel).join(', '), { id: 'roles', header: 'Roles' }),
  // A deactivated user cannot sign in until the account holder ticks Active again.
  column.accessor((user) => (user.is_active ? 'Active' : 'Deactivated'), { id: 'status', header: 'Status', meta: { cardFigure: true } }),
];

/** The expandable User Accounts panel of the account profile (spec 1 §2). */
export function UsersPanel() {
  const actor = useActor();
  const [expanded, setExpanded] = useState(true);
  const [adding, setAdding] = useState(false);
  const users = useUsers({ enabled: expanded });
  const mayAdd = actor !== null && can(actor, 'users.create');

  return (
    <Accordion expanded={expanded} onChange={(_, open) => setExpanded(open)} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="user-accounts-content" id="user-accounts-header">
        <Typography variant="h2" component="h2" sx={{ fontSize: '1rem' }}>
          User Accounts{users.data ? ` (${users.data.length})` : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="user-accounts-content" sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
          <PrimaryAction
            action={{
              label: 'Add User',
              icon: <PersonAddOutlined />,
              onClick: () => setAdding(true),
              disabledReason: mayAdd ? null : refusalFor('users.create'),
            }}
          />
        </Box>
        <QueryState query={users} loading={<TableSkeleton columns={columns.length} />} empty="No user accounts yet.">
          {(list) => (
            <DataTable
              label="User accounts"
              columns={columns}
              data={list}
              rowHref={(user) => paths.userProfile(user.id)}
              rowActionLabel={(user) => `Open the profile of ${user.username}`}
              emptyMessage="No user accounts yet."
            />
          )}
        </QueryState>
      </AccordionDetails>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
    </Accordion>
  );
}
