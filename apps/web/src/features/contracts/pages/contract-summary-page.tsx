import { useParams } from 'react-router';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ContractSummary } from '@subaybay/domain';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { RowCard, RowCardList, usePhoneLayout } from '../../../components/row-card';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { contractSummaryExcelFile, useContractSummary } from '../api/get-contract-summary';
import { useRequiredContractId } from '../components/contract-id-param';
import { ContractReportFrame } from '../components/contract-report-frame';
import { ReportSection } from '../components/report-section';

export const missingSummaryContractIdMessage = 'Contract Id must be specified in viewing contract summary.';

const days = (value: number) => `${formatNumber(value)} C.D.`;

/** The numbered rows (spec 3 §2): time rows, then percent rows. */
export function summaryRows(summary: ContractSummary): [string, string][] {
  return [
    ['Original Contract Time', days(summary.original_contract_time)],
    ['Contract Effectivity', formatDate(summary.contract_effectivity)],
    ['Original Expiry Date', formatDate(summary.original_expiry_date)],
    ['Calendar Days Elapsed', days(summary.calendar_days_elapsed)],
    ['Days Suspended', days(summary.days_suspended)],
    ['Contract Time Elapsed', days(summary.contract_time_elapsed)],
    ['Expiry Date Due to Suspensions', formatDate(summary.expiry_date_due_to_suspensions)],
    ['Expiry Date Due to Time Extensions', formatDate(summary.expiry_date_due_to_time_extensions)],
    ['% Time Elapsed', formatPercent(summary.percent_time_elapsed)],
    ['% Work Accomplished (Actual)', formatPercent(summary.percent_work_accomplished)],
    ['% Work Programmed (Target)', formatPercent(summary.percent_work_programmed)],
    ['% Slippage', formatPercent(summary.percent_slippage)],
  ];
}

function SummaryBody({ summary }: { summary: ContractSummary }) {
  // On a phone each numbered row and each feature is a card, its figure beside its name (UI.md).
  const phone = usePhoneLayout();
  return (
    <>
      <ReportSection id="summary-contract" title="Contract">
        <LabelValueGrid>
          <LabelValue label="Contract No." value={summary.contract_number} />
          <LabelValue label="Description" value={summary.contract_description} />
          <LabelValue label="Location" value={summary.location} />
          <LabelValue label="Contractor" value={summary.contractor} />
          <LabelValue label="Fund Source" value={summary.fund_source} />
          <LabelValue label="Original Contract Amount" value={formatPesos(summary.original_contract_amount)} />
          <LabelValue label="Revised Contract Amount" value={formatPesos(summary.revised_contract_amount)} />
        </LabelValueGrid>
      </ReportSection>
      <ReportSection id="summary-rows" title={`Time and Accomplishment as of ${formatDate(summary.as_of)}`}>
        {phone ? (
          <RowCardList label={`Time and Accomplishment as of ${formatDate(summary.as_of)}`}>
            {summaryRows(summary).map(([label, value], index) => (
              <RowCard key={label} title={`${index + 1}. ${label}`} figure={value} />
            ))}
          </RowCardList>
        ) : (
        <Table size="small" aria-labelledby="summary-rows">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>No.</TableCell>
              <TableCell>Particulars</TableCell>
              <TableCell align="right">Value</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summaryRows(summary).map(([label, value], index) => (
              <TableRow key={label}>
                <TableCell>{index + 1}</TableCell>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        )}
      </ReportSection>
      <ReportSection id="summary-features" title="Physical Features">
        {summary.physical_features.length === 0 ? (
          <Typography color="text.secondary">No physical feature has a quantity above 0 as of this date.</Typography>
        ) : phone ? (
          <RowCardList label="Physical Features">
            {summary.physical_features.map((feature) => (
              <RowCard
                key={feature.name_id}
                title={feature.name}
                figure={`${formatNumber(feature.quantity)} ${feature.unit}`}
                figureLabel="Quantity"
                notice={
                  feature.description && (
                    <Typography variant="body2" color="text.secondary">
                      {feature.description}
                    </Typography>
                  )
                }
              />
            ))}
          </RowCardList>
        ) : (
          <Table size="small" aria-labelledby="summary-features">
            <TableHead>
              <TableRow>
                <TableCell>Physical Feature</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell>Unit</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.physical_features.map((feature) => (
                <TableRow key={feature.name_id}>
                  <TableCell component="th" scope="row">
                    {feature.name}
                    {feature.description && (
                      <Typography variant="body2" color="text.secondary">
                        {feature.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(feature.quantity)}
                  </TableCell>
                  <TableCell>{feature.unit}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ReportSection>
    </>
  );
}

/** Contract Summary (spec 3 §2): as of a date, the contract's data, the numbered rows, its features above 0 and the Excel file. */
export function ContractSummaryPage() {
  const contractId = useRequiredContractId(useParams().contractId, missingSummaryContractIdMessage);
  if (contractId === null) return null;
  return (
    <ContractReportFrame contractId={contractId} title="Contract Summary" crumb="Summary" useReport={useContractSummary} excelFile={contractSummaryExcelFile}>
      {(summary) => <SummaryBody summary={summary} />}
    </ContractReportFrame>
  );
}
