import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../app/paths';

/**
 * A contract's Location wherever it is shown (the PPA report, Contract
 * Details). Where the office has not entered one: "—" and the way to enter
 * it, the Update Contract form, which comes back to this page (decision 024).
 */
export function ContractLocation({ contractId, location, contractNumber }: { contractId: number; location: string; contractNumber: string }) {
  const here = useLocation();
  if (location.trim() !== '') return <>{location}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <span>—</span>
      <Link
        component={RouterLink}
        to={paths.contractUpdate(contractId, `${here.pathname}${here.search}`)}
        aria-label={`Add location of contract ${contractNumber}`}
        sx={{ displayPrint: 'none' }}
      >
        Add location
      </Link>
    </Box>
  );
}
