/** A point of an S-curve: days elapsed and the cumulative % accomplishment there. */
export type SCurvePoint = { day: number; accomplishment: number };

/**
 * What every S-curve chart's ECharts option shares (UI.md Charts), so the
 * contract's and the overall chart keep one frame: no animation, room for the
 * axis names, the legend on top, days elapsed across from 0 and 0–100 % up.
 */
export const sCurveFrame = {
  animation: false,
  grid: { left: 48, right: 24, top: 48, bottom: 56, containLabel: true },
  legend: { top: 0 },
  xAxis: { type: 'value', name: 'Days Elapsed', nameLocation: 'middle', nameGap: 30, min: 0 },
  yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
} as const;

/**
 * One line of an S-curve chart, the same way in both charts: [day, %] points,
 * drawn as steps (`step`, the actual line: it holds its value until the next
 * entry) or straight, in the style's colour, `lineType`, 2 px wide.
 */
export function sCurveLine(
  style: { name: string; color: string },
  lineType: 'dashed' | 'solid',
  points: readonly SCurvePoint[],
  { step, showSymbol }: { step: boolean; showSymbol: boolean },
) {
  return {
    name: style.name,
    type: 'line',
    data: points.map((point) => [point.day, point.accomplishment]),
    step: step ? 'end' : false,
    showSymbol,
    color: style.color,
    lineStyle: { color: style.color, type: lineType, width: 2 },
  };
}
