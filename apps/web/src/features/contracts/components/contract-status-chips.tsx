import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';
import { useSearchParams } from 'react-router';
import {
  contractListStatusLabels,
  contractListStatuses,
  contractListStatusesOf,
  countContractListStatuses,
  parseContractListStatus,
  todayInManila,
  type ContractListRow,
  type ContractListStatus,
} from '@subaybay/domain';
import { EmptyState } from '../../../components/query-state';

/** The address parameter that keeps the chosen chip (`?status=behind_schedule`): Back, refresh and a shared link keep the filter. */
export const STATUS_PARAM = 'status';

export interface ContractStatusFilterProps {
  rows: readonly ContractListRow[];
  /** What the list is of, for the chips' group name (e.g. "contracts of 2026"). */
  label: string;
  /** The list, given only the rows of the chosen chip (every row when none is chosen). */
  children: (shown: ContractListRow[], status: ContractListStatus | null) => ReactNode;
}

/**
 * Status chips above a contract list (issue 18; decision 024): each shows its
 * count as of today; one click shows only that status, a second click (or
 * another chip) changes it back. The rule of who is in which chip is the
 * domain's `contractListStatusesOf`.
 */
export function ContractStatusFilter({ rows, label, children }: ContractStatusFilterProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseContractListStatus(searchParams.get(STATUS_PARAM));
  const today = todayInManila();
  const counts = countContractListStatuses(rows, today);
  const shown = status === null ? [...rows] : rows.filter((row) => contractListStatusesOf(row, today).includes(status));

  const choose = (next: ContractListStatus) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === status) params.delete(STATUS_PARAM);
        else params.set(STATUS_PARAM, next);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <Box role="group" aria-label={`Filter the ${label} by status`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {contractListStatuses.map((chip) => {
          const selected = chip === status;
          return (
            <Chip
              key={chip}
              label={`${contractListStatusLabels[chip]} (${counts[chip]})`}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <CheckIcon /> : undefined}
              onClick={() => choose(chip)}
              aria-pressed={selected}
              sx={{ fontWeight: 600, minHeight: 36 }}
            />
          );
        })}
      </Box>
      {status !== null && shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <EmptyState message={`None of the ${label} is ${contractListStatusLabels[status].toLowerCase()}. Click the chip again to show them all.`} />
        </Paper>
      ) : (
        children(shown, status)
      )}
    </>
  );
}
