import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OVERALL_S_CURVE_WEIGHTING, yearFigureNames } from '@subaybay/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryState } from '../../../components/query-state';
import { ReportPending } from '../../../components/report-pending';
import { DetailsSkeleton } from '../../../components/skeletons';
import { overallSCurveQueryOptions, useOverallSCurve } from '../../project-reports/api/get-overall-s-curve';
import { OverallSCurveChart } from '../../project-reports/components/overall-s-curve-chart';
import { FigureInfo } from './figure-info';

// The dashboard offers no PNG download (the report page does): the chart's PNG maker is not kept.
const ignorePng = () => {};

/** The year's Overall S-curve under the cards (issue 18), the report's chart and call; ECharts loads on demand. */
export function YearSCurve({ year }: { year: number }) {
  const curve = useOverallSCurve(year);
  const title = `Overall S-Curve ${year}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="year-s-curve-title" sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id="year-s-curve-title" variant="h2" component="h2" sx={{ fontSize: '1rem', display: 'flex', alignItems: 'center' }}>
            {title}
            <FigureInfo name={title} explanation={OVERALL_S_CURVE_WEIGHTING} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {yearFigureNames.weighted.short.replace(/^./, (first) => first.toUpperCase())}
          </Typography>
        </Box>
        <Button component={RouterLink} to={paths.overallSCurve} size="small">
          Open the report
        </Button>
      </Box>
      <QueryState
        query={curve}
        framed={false}
        loading={
          <ReportPending queryKey={overallSCurveQueryOptions(year).queryKey}>
            <DetailsSkeleton fields={4} />
          </ReportPending>
        }
        isEmpty={(loaded) => loaded.number_of_contracts === 0}
        empty={`No contracts in CY ${year} to draw.`}
      >
        {(loaded) => <OverallSCurveChart curve={loaded} onReady={ignorePng} />}
      </QueryState>
    </Paper>
  );
}
