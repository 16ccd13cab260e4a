import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import type { RecordsError } from '@subaybay/domain';
import { paths } from '../app/paths';

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

/**
 * A DataTable's `spanningCell` for a list of contracts: a row whose records are
 * refused has one cell from `fromColumn` to the end that says what is wrong.
 */
export function refusedRecordsSpan(fromColumn: string) {
  return (row: { records_error?: RecordsError; contract_number: string }) =>
    row.records_error ? { fromColumn, content: <RecordsErrorCell error={row.records_error} contractNumber={row.contract_number} /> } : null;
}

/**
 * Over a report's totals: how many contracts they leave out, and why. Nothing
 * when none. With `year` (a report without contract rows), it links to that
 * year's contract list, where each such contract says what to fix.
 */
export function RecordsLeftOutAlert({ count, year }: { count: number | undefined; year?: number }) {
  if (!count) return null;
  const contracts = count === 1 ? '1 contract is' : `${count} contracts are`;
  const theirs = count === 1 ? 'its' : 'their';
  return (
    <Alert severity="warning">
      {contracts} left out of these figures because {theirs} records are refused.{' '}
      {year === undefined ? (
        `${count === 1 ? 'Its row says' : 'Their rows say'} what to fix.`
      ) : (
        <Link component={RouterLink} to={paths.contractsOfYear(year)}>
          See what to fix in the contracts of {year}
        </Link>
      )}
    </Alert>
  );
}
