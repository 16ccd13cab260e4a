import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { slippageBandLabels, yearFigureNames, type ContractsAccomplishmentByYear, type SlippageBand } from '@subaybay/domain';
import { RecordsLeftOutAlert } from '../../../components/records-error';
import { slippageBandColours } from '../../../components/status-chip';
import { paths } from '../../../app/paths';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { FigureInfo } from './figure-info';

/** A figure card; the whole title is the link to the list it counts. */
function FigureCard({ title, to, value, detail }: { title: string; to: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={to} variant="subtitle2" underline="hover">
        {title}
      </Link>
      <Typography variant="h2" component="p" sx={{ mt: 0.5, fontSize: '1.75rem' }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** One named figure of the year: its name with the (i) that explains it, then its label–value pairs. */
function FigureGroup({ name, explanation, figures }: { name: string; explanation: string; figures: [string, string][] }) {
  return (
    <Box component="section" aria-label={name} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
        {name}
        <FigureInfo name={name} explanation={explanation} />
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))' }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const BANDS: SlippageBand[] = ['on_track', 'early_warning', 'final_warning', 'terminal'];

/** The contracts list of the year showing one D.O. 193 band. */
export function bandListPath(year: number, band: SlippageBand): string {
  return `${paths.contractsOfYear(year)}?band=${band}`;
}

/** The dashboard's cards of one year (spec 1 §2, targets of spec 1 §5). */
export function YearSummary({ summary }: { summary: ContractsAccomplishmentByYear }) {
  const { year, projects, contracts, overall } = summary;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Counted in the year's contracts, left out of the status, band and overall figures. */}
      <RecordsLeftOutAlert count={summary.contracts_with_record_errors} year={year} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }}>
        <FigureCard title={`Projects ${year}`} to={paths.projectsByYear(year)} value={formatNumber(projects.number)} detail={`Allocation ${formatPesos(projects.allocation)}`} />
        <FigureCard title={`Contracts ${year}`} to={paths.contractsOfYear(year)} value={formatNumber(contracts.number)} detail={`Original amount ${formatPesos(contracts.amount)}`} />
        <FigureCard
          title="Ongoing Contracts"
          to={paths.contractsOngoing(year)}
          value={formatNumber(contracts.ongoing)}
          detail={contracts.suspended > 0 ? `${formatNumber(contracts.suspended)} suspended` : 'None suspended'}
        />
        <FigureCard title="Completed Contracts" to={paths.contractsCompleted(year)} value={formatNumber(contracts.completed)} />
        <FigureCard
          title="With Negative Slippage"
          to={paths.contractsWithNegativeSlippage(year)}
          value={formatNumber(contracts.with_negative_slippage)}
          detail={`Actual below target as of ${formatDate(summary.as_of)}`}
        />
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="overall-title" sx={{ p: 2 }}>
        <Typography id="overall-title" variant="h2" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
          Overall Accomplishment {year}
        </Typography>
        {/* Two figures, because they divide by different things (issue 18); each named for its denominator. */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <FigureGroup
            name={yearFigureNames.physical.label}
            explanation={yearFigureNames.physical.explanation}
            figures={[
              ['Accomplishment', formatPercent(overall.accomplishment)],
              ['Target', formatPercent(overall.target)],
              ['Slippage', formatPercent(overall.slippage)],
              ['Value accomplished', formatPesos(overall.value_accomplished)],
            ]}
          />
          <FigureGroup
            name={yearFigureNames.weighted.label}
            explanation={yearFigureNames.weighted.explanation}
            figures={[
              ['Accomplishment', formatPercent(contracts.weighted.accomplishment)],
              ['Target', formatPercent(contracts.weighted.target)],
              ['Slippage', formatPercent(contracts.weighted.slippage)],
            ]}
          />
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="bands-title" sx={{ p: 2 }}>
        <Typography id="bands-title" variant="h2" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
          Contracts by Slippage Band
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {BANDS.map((band) => {
            const colour = slippageBandColours(band);
            return (
              <Chip
                key={band}
                component={RouterLink}
                to={bandListPath(year, band)}
                clickable
                label={`${slippageBandLabels[band]}: ${formatNumber(contracts.bands[band])}`}
                aria-label={`${slippageBandLabels[band]}: ${contracts.bands[band]} contracts of ${year}`}
                sx={{ bgcolor: colour.main, color: colour.contrastText, fontWeight: 600, borderRadius: 1, '&:hover': { bgcolor: colour.main, opacity: 0.9 } }}
              />
            );
          })}
        </Box>
      </Paper>
    </Box>
  );
}
