import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  dateOfDay,
  extendActualLine,
  formatPercent,
  interpolatedAccomplishment,
  stepAccomplishment,
  type ContractCurves,
  type IsoDate,
} from '@subaybay/domain';
import { useTitleLines } from '../../../components/print-header';
import { formatDate } from '../../../lib/format';
import { sCurveFrame, sCurveLine, type SCurvePoint } from './s-curve-options';
import { useSCurveChart } from './use-s-curve-chart';

/** UI.md chart colours: original target black dashed, revised target red dashed, actual blue solid. */
export const sCurveSeriesStyle = {
  original: { name: 'Original target', color: '#000000', type: 'dashed' },
  revised: { name: 'Revised target', color: '#d32f2f', type: 'dashed' },
  actual: { name: 'Actual accomplishment', color: '#1565c0', type: 'solid' },
} as const;

/** One sentence per line, for the figure's caption and the canvas's text alternative. */
function describe(label: string, style: string, points: readonly SCurvePoint[]): string {
  const last = points[points.length - 1];
  if (!last) return `${label} (${style}): no points.`;
  return `${label} (${style}): ${points.length} points, reaching ${formatPercent(last.accomplishment)} on day ${last.day}.`;
}

export interface ContractSCurveChartProps {
  curves: ContractCurves;
  /** Days elapsed as of the chart's date: the marker, and where the actual line is extended to. */
  asOfDay: number;
  effectivity: IsoDate;
  contractNumber: string;
  /** The chart's date, in the PNG's title. */
  asOf: string;
}

/**
 * The S-curve of Contract Details (spec 3 §2, UI.md Charts): x is days
 * elapsed, y 0–100 %; a marker on the as-of day; the tooltip gives the day, its
 * date and the three values there. The canvas is described by a caption that
 * names each line, so screen readers and tests read what is drawn.
 */
export function ContractSCurveChart({ curves, asOfDay, effectivity, contractNumber, asOf }: ContractSCurveChartProps) {
  // The PNG's title: whose, which contract and as of when (UI.md: a PNG carries its title).
  const titleLines = useTitleLines(`S-Curve of Contract ${contractNumber}`, [`As of ${formatDate(asOf)}`]);

  const series = useMemo(
    () => ({
      original: curves.original_projected,
      revised: curves.revised_projected,
      // Spec 3 §4: under 100 %, the actual line runs level to the as-of day.
      actual: extendActualLine(curves.actual_accomplishment, asOfDay),
    }),
    [curves, asOfDay],
  );

  const caption = [
    describe(sCurveSeriesStyle.original.name, 'black dashed', series.original),
    describe(sCurveSeriesStyle.revised.name, 'red dashed', series.revised),
    describe(sCurveSeriesStyle.actual.name, 'blue solid', series.actual),
  ].join(' ');

  const option = useMemo(() => {
    const line = (key: keyof typeof sCurveSeriesStyle, points: readonly SCurvePoint[], step: boolean) =>
      sCurveLine(sCurveSeriesStyle[key], sCurveSeriesStyle[key].type, points, { step, showSymbol: points.length <= 40 });
    const valueAt = (day: number) => ({
      original: interpolatedAccomplishment(series.original, day),
      revised: interpolatedAccomplishment(series.revised, day),
      actual: stepAccomplishment(series.actual, day),
    });
    return {
      ...sCurveFrame,
      tooltip: {
        trigger: 'axis',
        formatter: (params: { axisValue?: number }[]) => {
          const day = Math.round(Number(params[0]?.axisValue ?? 0));
          const values = valueAt(day);
          const date = day > 0 ? ` (${formatDate(dateOfDay(effectivity, day))})` : '';
          return [
            `Day ${day}${date}`,
            `${sCurveSeriesStyle.original.name}: ${formatPercent(values.original)}`,
            `${sCurveSeriesStyle.revised.name}: ${formatPercent(values.revised)}`,
            `${sCurveSeriesStyle.actual.name}: ${formatPercent(values.actual)}`,
          ].join('<br/>');
        },
      },
      series: [
        line('original', series.original, false),
        line('revised', series.revised, false),
        {
          ...line('actual', series.actual, true),
          markLine: {
            symbol: 'none',
            silent: true,
            lineStyle: { color: '#55606d', type: 'dotted' },
            label: { formatter: `As of day ${asOfDay}` },
            data: [{ xAxis: asOfDay }],
          },
        },
      ],
    };
  }, [series, asOfDay, effectivity]);

  const { container, ready, failed, toPng } = useSCurveChart(option);

  const downloadPng = () => {
    const url = toPng(titleLines);
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${contractNumber.replace(/[^\w.-]+/g, '_')}-s-curve.png`;
    link.click();
  };

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box
        ref={container}
        role="img"
        aria-label={`S-curve of contract ${contractNumber}. ${caption}`}
        data-testid="contract-s-curve"
        data-revised-points={series.revised.length}
        data-original-points={series.original.length}
        data-actual-points={series.actual.length}
        sx={{ width: '100%', height: { xs: 300, sm: 380 } }}
      />
      <Box component="figcaption" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
          {failed ? 'The chart could not be drawn. ' : ''}
          {caption}
        </Typography>
        <Button size="small" startIcon={<DownloadOutlined />} onClick={downloadPng} disabled={!ready}>
          PNG
        </Button>
      </Box>
    </Box>
  );
}
