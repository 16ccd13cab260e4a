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
  /** A PNG of the chart as a data URL (UI.md: PNG export from the chart instance). */
  toPng: () => string;
  dispose: () => void;
}

export function mountSCurveChart(element: HTMLElement): SCurveChartHandle {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setOption: (option) => chart.setOption(option, { notMerge: true }),
    resize: () => chart.resize(),
    toPng: () => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }),
    dispose: () => chart.dispose(),
  };
}
