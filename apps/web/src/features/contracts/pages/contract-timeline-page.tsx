import { useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { type ContractTimeline, type TimelineSuspensionRowAnswer } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { contractTimelineExcelFile, useContractTimeline } from '../api/get-contract-timeline';
import { useRequiredContractId } from '../components/contract-id-param';
import { ContractReportFrame } from '../components/contract-report-frame';
import { ReportSection } from '../components/report-section';

export const missingTimelineContractIdMessage = 'Contract Id must be specified in viewing contract timeline.';

const days = (value: number) => `${formatNumber(value)} C.D.`;
const column = createColumnHelper<TimelineSuspensionRowAnswer>();
const columns = [
  column.accessor('suspension_number', { header: 'No.', meta: { numeric: true, width: 56 } }),
  column.accessor('date', { header: 'Date', cell: (info) => formatDate(info.getValue()), meta: { cardTitle: true } }),
  column.accessor('reason_for_suspension', { header: 'Reason' }),
  column.accessor('contract_days_used', { header: 'Days Used', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true } }),
  column.accessor('contract_days_remaining', { header: 'Days Remaining', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true } }),
  column.accessor('resumption', { header: 'Resumption', cell: (info) => (info.getValue() ? formatDate(info.getValue()) : 'Not yet resumed') }),
  column.accessor('days_suspended', { header: 'Days Suspended', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true, cardFigure: true } }),
];

function LiquidatedDamages({ timeline }: { timeline: ContractTimeline }) {
  if (timeline.days_of_delay === 0) {
    return (
      <Typography color="text.secondary">
        None as of {formatDate(timeline.as_of)}: liquidated damages start once the expiry due to time extensions (
        {formatDate(timeline.expiry_date_due_to_time_extensions)}) has passed while the work is below 100%.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LabelValueGrid>
        <LabelValue label="Days of Delay" value={days(timeline.days_of_delay)} />
        <LabelValue label="Liquidated Damages" value={formatPesos(timeline.liquidated_damages)} />
      </LabelValueGrid>
      <Typography variant="body2" color="text.secondary">
        {formatNumber(timeline.days_of_delay)} days × 0.001 × (1 − {formatPercent(timeline.actual_accomplishment)}) ×{' '}
        {formatPesos(timeline.revised_contract_amount)}
      </Typography>
      {timeline.liquidated_damages_flag && (
        <Box>
          <Chip
            color="error"
            icon={<WarningAmberOutlined />}
            label={`Reached ${timeline.liquidated_damages_flag_percent}% of the revised contract amount`}
          />
          <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
            Liquidated damages of {timeline.liquidated_damages_flag_percent}% or more of the revised contract amount are grounds for rescission of
            the contract.
          </Alert>
        </Box>
      )}
    </Box>
  );
}

function TimelineBody({ timeline }: { timeline: ContractTimeline }) {
  return (
    <>
      <ReportSection id="timeline-contract" title="Contract">
        <LabelValueGrid>
          <LabelValue label="Project Name" value={timeline.project_name} />
          <LabelValue label="Contract No." value={timeline.contract_number} />
          <LabelValue label="Contractor" value={timeline.contractor} />
          <LabelValue label="Contract Amount" value={formatPesos(timeline.contract_amount)} />
          <LabelValue label="Revised Contract Amount" value={formatPesos(timeline.revised_contract_amount)} />
          <LabelValue label="Contract Duration" value={days(timeline.contract_duration)} />
          <LabelValue label="Contract Effectivity" value={formatDate(timeline.contract_effectivity)} />
          <LabelValue label="Expiry Date" value={formatDate(timeline.expiry_date)} />
          <LabelValue label="Expiry Date Due to Suspensions" value={formatDate(timeline.expiry_date_due_to_suspensions)} />
          <LabelValue label="Expiry Date Due to Time Extensions" value={formatDate(timeline.expiry_date_due_to_time_extensions)} />
        </LabelValueGrid>
      </ReportSection>
      <ReportSection id="timeline-suspensions" title="Suspensions">
        <DataTable
          label="Suspensions"
          columns={columns}
          data={timeline.suspensions}
          searchable={false}
          emptyMessage="No suspension as of this date."
          getRowId={(row) => String(row.suspension_number)}
        />
      </ReportSection>
      <ReportSection id="timeline-completion" title="Completion">
        <LabelValueGrid>
          <LabelValue label="Revised Target Completion" value={formatDate(timeline.revised_target_completion)} />
          <LabelValue label="Completion Date" value={timeline.completion_date ? formatDate(timeline.completion_date) : 'Not yet completed'} />
          <LabelValue label="Contract Time Elapsed (Days Used)" value={days(timeline.contract_time_elapsed)} />
          <LabelValue label="% Work Accomplished" value={formatPercent(timeline.actual_accomplishment)} />
        </LabelValueGrid>
      </ReportSection>
      <ReportSection id="timeline-damages" title="Liquidated Damages">
        <LiquidatedDamages timeline={timeline} />
      </ReportSection>
    </>
  );
}

/** Contract Timeline (spec 3 §2): as of a date, the contract's dates, the suspensions, completion, liquidated damages and the Excel file. */
export function ContractTimelinePage() {
  const contractId = useRequiredContractId(useParams().contractId, missingTimelineContractIdMessage);
  if (contractId === null) return null;
  return (
    <ContractReportFrame contractId={contractId} title="Contract Timeline" crumb="Timeline" useReport={useContractTimeline} excelFile={contractTimelineExcelFile}>
      {(timeline) => <TimelineBody timeline={timeline} />}
    </ContractReportFrame>
  );
}
