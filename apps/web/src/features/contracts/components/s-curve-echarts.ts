/**
 * ECharts, modular (only the line chart and the components the S-curve uses),
 * imported on demand by the S-curve chart so the library is a chunk of its own
 * that loads with Contract Details only.
 */
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent, CanvasRenderer]);

export interface SCurveChartHandle {
  setOption: (option: EChartsCoreOption) => void;
  resize: () => void;
  /**
   * A PNG of the chart as a data URL (UI.md: PNG export from the chart
   * instance), with `title` (the office, what the curve is of, the as-of date)
   * drawn above it, so the image says what it is once it leaves the app.
   */
  toPng: (title: readonly string[]) => string;
  dispose: () => void;
}

export function mountSCurveChart(element: HTMLElement): SCurveChartHandle {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setOption: (option) => chart.setOption(option, { notMerge: true }),
    resize: () => chart.resize(),
    toPng: (title) => withTitle(chart.renderToCanvas({ pixelRatio: PNG_PIXEL_RATIO, backgroundColor: '#ffffff' }), title).toDataURL('image/png'),
    dispose: () => chart.dispose(),
  };
}

/** The PNG is drawn at twice the screen's pixels: sharp when printed or put in a document. */
const PNG_PIXEL_RATIO = 2;
const TITLE_FONT = 'Roboto, "Segoe UI", system-ui, Arial, sans-serif';
/** CSS pixels: the first line (the office) bold and larger, the others regular. */
const TITLE_FIRST_LINE = 18;
const TITLE_LINE = 15;
const TITLE_GAP = 6;
const TITLE_PADDING = 16;

/** Height in CSS pixels of the band `lines` take above the chart. */
export function titleBandHeight(lines: number): number {
  if (lines === 0) return 0;
  return TITLE_PADDING * 2 + TITLE_FIRST_LINE + (lines - 1) * (TITLE_LINE + TITLE_GAP);
}

/** A new canvas: `lines` centred in a white band, the chart beneath. */
function withTitle(chart: HTMLCanvasElement, lines: readonly string[]): HTMLCanvasElement {
  const ratio = PNG_PIXEL_RATIO;
  const band = titleBandHeight(lines.length) * ratio;
  const canvas = document.createElement('canvas');
  canvas.width = chart.width;
  canvas.height = chart.height + band;
  const context = canvas.getContext('2d');
  if (!context) return chart;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1c2530';
  context.textAlign = 'center';
  context.textBaseline = 'top';
  let y = TITLE_PADDING * ratio;
  lines.forEach((line, index) => {
    const size = index === 0 ? TITLE_FIRST_LINE : TITLE_LINE;
    context.font = `${index === 0 ? 700 : 400} ${size * ratio}px ${TITLE_FONT}`;
    context.fillText(line, canvas.width / 2, y, canvas.width - TITLE_PADDING * 2 * ratio);
    y += (size + TITLE_GAP) * ratio;
  });
  context.drawImage(chart, 0, band);
  return canvas;
}
