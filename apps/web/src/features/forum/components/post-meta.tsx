import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';

/** "by juan · Irrigation Office · 12 Mar 2025": who wrote it, from which office, when. */
export function PostMeta({ username, officeName, createdOn }: { username: string; officeName: string; createdOn: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      by <strong>{username}</strong> · {officeName} · {formatDate(createdOn)}
    </Typography>
  );
}
