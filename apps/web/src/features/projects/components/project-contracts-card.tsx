import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { can, refusalFor, type ProjectContract } from '@subaybay/domain';
import { DataTable } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { formatDate, formatNumber, formatPesos } from '../../../lib/format';
import { useActor } from '../../../lib/session';
import { paths } from '../../../app/paths';
import { useProjectContracts } from '../api/get-project-contracts';
import { AddContractDialog } from './add-contract-dialog';
import { GatedIconButton } from '../../../components/gated-icon-button';

const column = createColumnHelper<ProjectContract>();
const columns = [
  column.accessor('contract_id', { header: 'Contract ID' }),
  column.accessor('contract_description', { header: 'Description' }),
  column.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, width: 170, cardFigure: true } }),
  column.accessor('start_date', { header: 'Start Date', cell: (info) => formatDate(info.getValue()), meta: { width: 130 } }),
  column.accessor('duration', { header: 'Duration', cell: (info) => `${formatNumber(info.getValue())} C.D.`, meta: { numeric: true, width: 120 } }),
];

/** The Contracts section of Project Details: the project's contracts, and Add Contract (plus) for who may. */
export function ProjectContractsCard({
  projectId,
  implementationYear,
  defaultLocation,
}: {
  projectId: number;
  implementationYear: number;
  /** The project's system's place: a new contract's Location starts there. */
  defaultLocation: string;
}) {
  const actor = useActor();
  const contracts = useProjectContracts(projectId);
  const [adding, setAdding] = useState(false);
  const mayAdd = actor !== null && can(actor, 'contracts.create');

  return (
    <Paper variant="outlined" component="section" aria-labelledby="project-contracts-title" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="project-contracts-title" variant="h2" component="h2" sx={{ fontSize: '1.1rem', flex: 1 }}>
          Contracts
        </Typography>
        <GatedIconButton
          label="Add Contract"
          icon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabledReason={mayAdd ? null : refusalFor('contracts.create')}
        />
      </Box>
      <QueryState
        query={contracts}
        framed={false}
        loading={<TableSkeleton columns={columns.length} rows={3} />}
        empty="No contracts for this project yet."
      >
        {(list) => (
          <DataTable
            label="Contracts of this project"
            columns={columns}
            data={list}
            searchable={false}
            rowHref={(contract) => paths.contractDetails(contract.id, { implementationYear, projectId })}
            rowActionLabel={(contract) => `Open contract ${contract.contract_id}`}
          />
        )}
      </QueryState>
      <AddContractDialog open={adding} projectId={projectId} defaultLocation={defaultLocation} onClose={() => setAdding(false)} />
    </Paper>
  );
}
