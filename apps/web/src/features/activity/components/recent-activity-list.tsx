import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityItem } from '@subaybay/domain';
import { formatDateTime } from '../../../lib/format';
import { describeActivity } from './activity-text';

export function RecentActivityList({ items }: { items: ActivityItem[] }) {
  return (
    <List dense disablePadding aria-label="Recent activity">
      {items.map((item) => (
        <ListItem key={item.id} divider>
          <ListItemAvatar sx={{ minWidth: 44 }}>
            <Avatar sx={{ width: 28, height: 28, fontSize: '0.8rem', bgcolor: 'primary.light' }} aria-hidden>
              {item.actor.username.slice(0, 1).toUpperCase()}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {item.actor.username}
                </Typography>{' '}
                <Typography component="span" variant="body2">
                  {describeActivity(item)}
                </Typography>
              </>
            }
            secondary={<span title={formatDateTime(item.timestamp)}>{item.timesince}</span>}
          />
        </ListItem>
      ))}
    </List>
  );
}
