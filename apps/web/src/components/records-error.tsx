import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link as RouterLink } from 'react-router';
import type { RecordsError } from '@subaybay/domain';

/**
 * A contract whose records the server refuses keeps its row in every list and
 * report (DOMAIN.md): in place of its figures, what is wrong and a link to the
 * page where the record is fixed. Error-coloured, with an icon and words, never
 * colour alone.
 */
export function RecordsErrorCell({ error, contractNumber }: { error: RecordsError; contractNumber: string }) {
  return (
    <Box
      role="note"
      aria-label={`Records of contract ${contractNumber} refused`}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'error.dark', whiteSpace: 'normal', textAlign: 'left' }}
    >
      <ErrorOutlineIcon fontSize="small" sx={{ mt: '2px' }} aria-hidden />
      <span>
        Figures not computed: {error.detail}{' '}
        <Link component={RouterLink} to={error.path} color="error" onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
          Fix the record
        </Link>
      </span>
    </Box>
  );
}

/** Over a report's totals: how many contracts they leave out, and why. Nothing when none. */
export function RecordsLeftOutAlert({ count }: { count: number | undefined }) {
  if (!count) return null;
  const contracts = count === 1 ? '1 contract is' : `${count} contracts are`;
  return (
    <Alert severity="warning">
      {contracts} left out of these figures because {count === 1 ? 'its' : 'their'} records are refused; each such row says what
      to fix.
    </Alert>
  );
}
