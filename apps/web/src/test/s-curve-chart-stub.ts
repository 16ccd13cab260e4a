/**
 * ECharts draws on a canvas jsdom does not have. A test file that shows an
 * S-curve mocks the chart's mount with this module:
 *   vi.mock('…/contracts/components/s-curve-echarts', () => import('…/test/s-curve-chart-stub'));
 * and reads the options the chart was given from `drawn.options`.
 */
export const drawn = { options: [] as unknown[] };

export function mountSCurveChart() {
  return {
    setOption: (option: unknown) => drawn.options.push(option),
    resize: () => undefined,
    toPng: () => 'data:image/png;base64,AAAA',
    dispose: () => undefined,
  };
}
