import { useCallback, useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import type { SCurveChartHandle } from './s-curve-echarts';

/**
 * An S-curve chart in `container`: ECharts is imported on demand (its own
 * chunk), the chart follows the container's size, shows `option` once mounted
 * and is disposed with the component. `failed` when the chunk could not load;
 * `toPng(title)` is a data URL of the chart with its title drawn above, or
 * null before it is drawn.
 */
export function useSCurveChart(option: EChartsCoreOption) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<SCurveChartHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    import('./s-curve-echarts')
      .then(({ mountSCurveChart }) => {
        if (cancelled || !container.current) return;
        handle.current = mountSCurveChart(container.current);
        setReady(true);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => handle.current?.resize());
          observer.observe(container.current);
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      handle.current?.dispose();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) handle.current?.setOption(option);
  }, [ready, option]);

  const toPng = useCallback((title: readonly string[]) => handle.current?.toPng(title) ?? null, []);
  return { container, ready, failed, toPng };
}
