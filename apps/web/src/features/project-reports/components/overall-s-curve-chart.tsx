import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dateOfDay, formatPercent, todayInManila, yearFigureNames, type OverallSCurveResponse } from '@subaybay/domain';
import { useTitleLines, yearAsOfLine } from '../../../components/print-header';
import { formatDate } from '../../../lib/format';
import { sCurveFrame, sCurveLine, type SCurvePoint } from '../../contracts/components/s-curve-options';
import { useSCurveChart } from '../../contracts/components/use-s-curve-chart';

/** Spec 2 §2: three dashed lines, Original Target black, Revised Target red, Actual blue. */
export const overallSeries = {
  original: { name: 'Original Target', color: '#000000' },
  revised: { name: 'Revised Target', color: '#d32f2f' },
  actual: { name: 'Actual', color: '#1565c0' },
} as const;

function describe(label: string, colour: string, points: readonly SCurvePoint[]): string {
  const last = points[points.length - 1];
  if (!last) return `${label} (${colour} dashed): no points.`;
  return `${label} (${colour} dashed): reaching ${formatPercent(last.accomplishment)} on day ${last.day}.`;
}

/**
 * What the overall S-curve is and covers, for its printout and its PNG: the
 * year, as of today (the server reads the actual curve as of today).
 */
export function overallSCurveHeading(year: number): [title: string, coverage: string] {
  return ['Overall S-Curve', yearAsOfLine(year, todayInManila())];
}

/**
 * The overall S-curve (DOMAIN.md "Curves for reports"): x is days elapsed from
 * the earliest effectivity (day 1), y 0–100 %. `onReady` hands over a PNG
 * maker once the chart is drawn (spec 2: Download Image File); the image is
 * titled with the office, the year and the as-of date.
 */
export function OverallSCurveChart({ curve, onReady }: { curve: OverallSCurveResponse; onReady: (toPng: (() => string) | null) => void }) {

  const caption = [
    describe(overallSeries.original.name, 'black', curve.original_projected_scurve),
    describe(overallSeries.revised.name, 'red', curve.revised_projected_scurve),
    describe(overallSeries.actual.name, 'blue', curve.actual_accomplishment_scurve),
  ].join(' ');

  const option = useMemo(() => {
    const line = (key: keyof typeof overallSeries, points: readonly SCurvePoint[], step: boolean) =>
      sCurveLine(overallSeries[key], 'dashed', points, { step, showSymbol: false });
    return {
      ...sCurveFrame,
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number) => formatPercent(value),
        axisPointer: { label: { formatter: ({ value }: { value: number }) => (curve.start_date && value > 0 ? `Day ${Math.round(value)} (${formatDate(dateOfDay(curve.start_date, Math.round(value)))})` : `Day ${Math.round(value)}`) } },
      },
      series: [
        line('original', curve.original_projected_scurve, false),
        line('revised', curve.revised_projected_scurve, false),
        line('actual', curve.actual_accomplishment_scurve, true),
      ],
    };
  }, [curve]);

  const [title, coverage] = overallSCurveHeading(curve.year);
  const titleLines = useTitleLines(title, [coverage]);
  const { container, ready, failed, toPng } = useSCurveChart(option);
  // The page's Download Image File works once the chart is drawn, and stops with it.
  useEffect(() => {
    if (ready) onReady(() => toPng(titleLines) ?? '');
  }, [ready, option, onReady, toPng, titleLines]);
  useEffect(() => () => onReady(null), [onReady]);

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box
        ref={container}
        role="img"
        aria-label={`Overall S-curve of CY ${curve.year}. ${caption}`}
        data-testid="overall-s-curve"
        sx={{ width: '100%', height: { xs: 320, sm: 440 } }}
      />
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {failed ? 'The chart could not be drawn. ' : ''}
        {curve.start_date ? `Day 1 is ${formatDate(curve.start_date)}; ${curve.number_of_contracts} ${curve.number_of_contracts === 1 ? 'contract' : 'contracts'}, ${yearFigureNames.weighted.short} (each by its original amount). ` : ''}
        {caption}
      </Typography>
    </Box>
  );
}
