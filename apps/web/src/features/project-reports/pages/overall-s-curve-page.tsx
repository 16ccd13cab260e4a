import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OVERALL_S_CURVE_WEIGHTING } from '@subaybay/domain';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintButton } from '../../../components/print-button';
import { PrintHeader } from '../../../components/print-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { ReportPending } from '../../../components/report-pending';
import { RecordsLeftOutAlert } from '../../../components/records-error';
import { DetailsSkeleton } from '../../../components/skeletons';
import { overallSCurveQueryOptions, useOverallSCurve } from '../api/get-overall-s-curve';
import { OverallSCurveChart, overallSCurveHeading } from '../components/overall-s-curve-chart';
import { ReportControls } from '../../../components/report-controls';
import { useReportParams } from '../../../components/report-params';

/** Spec 2 §9: the PNG download fires 1.5 s after the click. */
export const PNG_DELAY_MS = 1500;

const two = (n: number) => String(n).padStart(2, '0');

/** The PNG's name, from the year and the date and time of the download: `overall-s-curve-2024-20261123-1530.png`. */
export function overallSCurveFilename(year: number, at: Date = new Date()): string {
  const stamp = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
  return `overall-s-curve-${year}-${stamp}.png`;
}

/** /reports/contracts/overall-s-curve/ (spec 2 §2): year, Generate Scurve, the chart, Download Image File. */
export function OverallSCurvePage() {
  const params = useReportParams({ withAsOf: false });
  const requested = params.request?.year ?? null;
  const curve = useOverallSCurve(requested);
  const toPng = useRef<(() => string) | null>(null);
  const [canDownload, setCanDownload] = useState(false);
  const [pending, setPending] = useState(false);
  const onReady = useCallback((make: (() => string) | null) => {
    toPng.current = make;
    setCanDownload(make !== null);
  }, []);

  const download = () => {
    if (requested === null) return;
    setPending(true);
    window.setTimeout(() => {
      setPending(false);
      const url = toPng.current?.();
      if (!url) return;
      const link = document.createElement('a');
      link.href = url;
      link.download = overallSCurveFilename(requested);
      link.rel = 'noopener';
      link.click();
    }, PNG_DELAY_MS);
  };

  return (
    <PageContainer>
      <PageHeader
        title="Overall S-Curve"
        breadcrumbs={[{ label: 'Reports', to: paths.reports }, { label: 'Contracts Report', to: paths.contractsReports }, { label: 'Overall S-Curve' }]}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ReportControls
          withAsOf={false}
          initial={params.initial}
          notice={params.notice}
          generateLabel="Generate Scurve"
          generating={curve.isFetching}
          onGenerate={(next) => params.generate(next, curve.refetch)}
        />
        {curve.isFetching && <LinearProgress aria-label="Generating the S-curve" />}
        {requested === null ? (
          <EmptyState message="Type the year, then Generate Scurve." />
        ) : (
          <QueryState
            query={curve}
            loading={
              <ReportPending queryKey={overallSCurveQueryOptions(requested).queryKey}>
                <DetailsSkeleton fields={4} />
              </ReportPending>
            }
          >
            {(loaded) => (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <RecordsLeftOutAlert count={loaded.contracts_with_record_errors} year={loaded.year} />
                {loaded.number_of_contracts === 0 ? (
                  <EmptyState message={`No contracts in CY ${loaded.year}.`} />
                ) : (
                  <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
                    <PrintHeader title={overallSCurveHeading(loaded.year)[0]} lines={[overallSCurveHeading(loaded.year)[1]]} />
                    {/* Named as the dashboard names it (issue 18), so the two figures are never confused. */}
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {OVERALL_S_CURVE_WEIGHTING}
                    </Typography>
                    <OverallSCurveChart curve={loaded} onReady={onReady} />
                    <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button variant="outlined" size="small" startIcon={<DownloadOutlined />} onClick={download} disabled={!canDownload || pending}>
                        Download Image File
                      </Button>
                      <PrintButton />
                    </Box>
                  </Paper>
                )}
              </Box>
            )}
          </QueryState>
        )}
      </Box>
    </PageContainer>
  );
}
