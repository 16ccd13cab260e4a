import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import type { ProjectReportContract } from '@subaybay/domain';
import { RecordsErrorCell } from '../../../components/records-error';
import { RowCard, type RowCardField } from '../../../components/row-card';
import { formatPercent, formatPesos } from '../../../lib/format';

/** Figures in a column line up by their digits and keep on one line. */
export const numericCell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A contract's row in a projects report: its revised amount, target, actual
 * and slippage cells (then `moreCells`), or, when its records are refused, one
 * cell across `refusedSpan` columns that says what is wrong in their place.
 */
export function ContractFigureCells({
  contract,
  refusedSpan,
  moreCells,
}: {
  contract: ProjectReportContract;
  refusedSpan: number;
  moreCells?: ReactNode;
}) {
  if (contract.records_error) {
    return (
      <TableCell colSpan={refusedSpan}>
        <RecordsErrorCell error={contract.records_error} contractNumber={contract.contract_number} />
      </TableCell>
    );
  }
  return (
    <>
      <TableCell align="right" sx={numericCell}>{formatPesos(contract.revised_contract_amount)}</TableCell>
      <TableCell align="right" sx={numericCell}>{formatPercent(contract.target_accomplishment)}</TableCell>
      <TableCell align="right" sx={numericCell}>{formatPercent(contract.actual_accomplishment)}</TableCell>
      <TableCell align="right" sx={numericCell}>{formatPercent(contract.slippage)}</TableCell>
      {moreCells}
    </>
  );
}

/**
 * The same contract below 600 px: a card with its slippage first and its
 * amount (named `amountLabel`), target, actual (then `moreFields`), or the
 * refused records' notice in their place.
 */
export function ContractFigureCard({
  contract,
  href,
  subtitle,
  amountLabel,
  moreFields = [],
}: {
  contract: ProjectReportContract;
  href?: string;
  subtitle?: ReactNode;
  amountLabel: string;
  moreFields?: RowCardField[];
}) {
  if (contract.records_error) {
    return (
      <RowCard
        title={contract.contract_number}
        subtitle={subtitle}
        href={href}
        notice={<RecordsErrorCell error={contract.records_error} contractNumber={contract.contract_number} />}
      />
    );
  }
  return (
    <RowCard
      title={contract.contract_number}
      subtitle={subtitle}
      href={href}
      figureLabel="Slippage"
      figure={formatPercent(contract.slippage)}
      fields={[
        { label: amountLabel, value: formatPesos(contract.revised_contract_amount), numeric: true },
        { label: 'Target', value: formatPercent(contract.target_accomplishment), numeric: true },
        { label: 'Actual', value: formatPercent(contract.actual_accomplishment), numeric: true },
        ...moreFields,
      ]}
    />
  );
}
