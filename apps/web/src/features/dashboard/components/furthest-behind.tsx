import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { contractsFurthestBehind, FURTHEST_BEHIND_LIMIT, type BehindScheduleRow } from '@subaybay/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryState } from '../../../components/query-state';
import { RowCard, RowCardList, usePhoneLayout } from '../../../components/row-card';
import { TableSkeleton } from '../../../components/skeletons';
import { SlippageBandChip } from '../../../components/status-chip';
import { formatDate, formatPercent } from '../../../lib/format';
import { negativeSlippageQueryOptions } from '../../reports/api/contracts-reports';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function BehindTable({ rows, label }: { rows: BehindScheduleRow[]; label: string }) {
  const navigate = useNavigate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Contract</TableCell>
          <TableCell sx={numeric}>Target</TableCell>
          <TableCell sx={numeric}>Actual</TableCell>
          <TableCell sx={numeric}>Slippage</TableCell>
          <TableCell>D.O. 193 band</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover onClick={() => void navigate(paths.contractDetails(row.id))} sx={{ cursor: 'pointer' }}>
            <TableCell sx={{ minWidth: 0 }}>
              {/* The link is the keyboard's and screen reader's way in; the row click is the mouse's. */}
              <Link component={RouterLink} to={paths.contractDetails(row.id)} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
                {row.contract_number}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.contract_description}
              </Typography>
            </TableCell>
            <TableCell sx={numeric}>{formatPercent(row.target_accomplishment)}</TableCell>
            <TableCell sx={numeric}>{formatPercent(row.actual_accomplishment)}</TableCell>
            <TableCell sx={{ ...numeric, fontWeight: 700 }}>{formatPercent(row.slippage)}</TableCell>
            <TableCell>
              <SlippageBandChip band={row.slippage_band} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function BehindCards({ rows, label }: { rows: BehindScheduleRow[]; label: string }) {
  return (
    <RowCardList label={label}>
      {rows.map((row) => (
        <RowCard
          key={row.id}
          title={row.contract_number}
          href={paths.contractDetails(row.id)}
          actionLabel={`Open contract ${row.contract_number}`}
          figureLabel="Slippage"
          figure={formatPercent(row.slippage)}
          fields={[
            { label: 'Description', value: row.contract_description },
            { label: 'Target', value: formatPercent(row.target_accomplishment), numeric: true },
            { label: 'Actual', value: formatPercent(row.actual_accomplishment), numeric: true },
            { label: 'D.O. 193 band', value: <SlippageBandChip band={row.slippage_band} /> },
          ]}
        />
      ))}
    </RowCardList>
  );
}

/**
 * "Furthest behind" under the cards (issue 18): the year's ongoing contracts
 * with the most negative slippage as of today, from the Contracts with
 * Negative Slippage report (the engine's figures), ranked by the domain.
 */
export function FurthestBehind({ year, today }: { year: number; today: string }) {
  const report = useQuery(negativeSlippageQueryOptions(year, today));
  const phone = usePhoneLayout();
  const label = `Ongoing contracts of ${year} furthest behind schedule as of ${formatDate(today)}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="furthest-behind-title" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id="furthest-behind-title" variant="h2" component="h2" sx={{ fontSize: '1rem' }}>
            Furthest Behind
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Ongoing contracts with the most negative slippage (actual − target) as of {formatDate(today)}, at most {FURTHEST_BEHIND_LIMIT}
          </Typography>
        </Box>
        <Button component={RouterLink} to={paths.contractsWithNegativeSlippage(year)} size="small">
          All with negative slippage
        </Button>
      </Box>
      <QueryState
        query={report}
        framed={false}
        loading={<TableSkeleton rows={5} columns={5} />}
        isEmpty={(rows) => contractsFurthestBehind(rows).length === 0}
        empty={`No ongoing contract of ${year} is behind schedule as of ${formatDate(today)}.`}
      >
        {(rows) => {
          const behind = contractsFurthestBehind(rows);
          return phone ? <BehindCards rows={behind} label={label} /> : <BehindTable rows={behind} label={label} />;
        }}
      </QueryState>
    </Paper>
  );
}
