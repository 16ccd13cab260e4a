import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { can, refusalFor, type ContractorContract, type ContractorPage as ContractorPageData } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table';
import { isApiError } from '../../../lib/api-client';
import { RecordNotFound } from '../../../components/not-found-message';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RecordsLeftOutAlert, refusedRecordsSpan } from '../../../components/records-error';
import { DetailsSkeleton, TableSkeleton } from '../../../components/skeletons';
import { ContractStatusChip, SlippageBandChip } from '../../../components/status-chip';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { useActor } from '../../../lib/session';
import { useContractorPage } from '../api/get-contractor-page';
import { pathId } from '../../../lib/path-params';
import { EditContractorDialog } from '../components/edit-contractor-dialog';

/** Spec 3 §2: an owner not yet encoded, a TIN not given. */
export const NOT_YET_ENCODED = 'Not Yet Encoded';
export const NOT_AVAILABLE = 'N/A';

type YearRow = ContractorPageData['contracts_by_year'][number];

const contractColumn = createColumnHelper<ContractorContract>();
const contractColumns = [
  contractColumn.accessor('contract_id', { header: 'Contract ID', meta: { width: 180 } }),
  contractColumn.accessor('contract_description', { header: 'Description' }),
  contractColumn.accessor('start_date', { header: 'Effectivity', cell: (info) => formatDate(info.getValue()) }),
  contractColumn.accessor('duration', { header: 'Duration (c.d.)', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true } }),
  contractColumn.accessor('amount', { header: 'Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true } }),
  contractColumn.accessor((row) => row.report?.actual_accomplishment ?? null, {
    id: 'actual',
    header: 'Actual',
    cell: (info) => formatPercent(info.getValue()),
    meta: { numeric: true },
  }),
  contractColumn.accessor((row) => row.report?.slippage ?? null, {
    id: 'slippage',
    header: 'Slippage',
    cell: (info) => formatPercent(info.getValue()),
    meta: { numeric: true, cardFigure: true },
  }),
  contractColumn.accessor((row) => row.report?.days_suspended ?? null, {
    id: 'days_suspended',
    header: 'Days Suspended',
    cell: (info) => formatNumber(info.getValue()),
    meta: { numeric: true },
  }),
  contractColumn.accessor((row) => row.report?.status ?? null, {
    id: 'status',
    header: 'Status',
    cell: (info) => {
      const status = info.getValue();
      return status === null ? (
        '—'
      ) : (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
          <ContractStatusChip status={status} />
          <SlippageBandChip band={info.row.original.report?.slippage_band ?? null} />
        </Box>
      );
    },
  }),
];

const yearColumn = createColumnHelper<YearRow>();
const yearColumns = [
  yearColumn.accessor((row) => String(row.year), { id: 'year', header: 'Implementation Year' }),
  yearColumn.accessor('number', { header: 'Number of Contracts', cell: (info) => formatNumber(info.getValue()), meta: { numeric: true } }),
  yearColumn.accessor('amount', { header: 'Total Amount', cell: (info) => formatPesos(info.getValue()), meta: { numeric: true, cardFigure: true } }),
];

function Count({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {label}
        {/* Inside the term: a <dl> group holds only <dt> and <dd>. */}
        {hint && (
          <Box component="span" sx={{ display: 'block', textTransform: 'none', letterSpacing: 0 }}>
            {hint}
          </Box>
        )}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(value)}
      </Typography>
    </Paper>
  );
}

function ContractorDetails({ data }: { data: ContractorPageData }) {
  const { performance } = data;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LabelValueGrid>
          <LabelValue label="Owner" value={data.owner_name || NOT_YET_ENCODED} />
          <LabelValue label="Office Address" value={data.office_address} />
          <LabelValue label="Contact Number" value={data.contact_number} />
          <LabelValue label="TIN Number" value={data.tin_number || NOT_AVAILABLE} />
        </LabelValueGrid>
      </Paper>

      <Box component="section" aria-labelledby="contractor-performance">
        <Typography id="contractor-performance" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Performance as of {formatDate(data.as_of)}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}
        >
          <Count label="Contracts" value={performance.contracts} />
          <Count label="With Time Extension" value={performance.with_time_extension} hint="Days suspended above 0" />
          <Count label="With Approved Time Extension" value={performance.with_approved_time_extension} />
          <Count label="With Negative Slippage" value={performance.with_negative_slippage} />
          <Count label="Completed" value={performance.completed} />
        </Box>
        <Box sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>
          <RecordsLeftOutAlert count={data.contracts_with_record_errors} />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="contractor-years">
        <Typography id="contractor-years" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Contracts by Year
        </Typography>
        <DataTable
          label="Contracts by implementation year"
          columns={yearColumns}
          data={data.contracts_by_year}
          searchable={false}
          getRowId={(row) => String(row.year)}
          rowHref={(row) => paths.contractsOfContractor(row.year, data.name)}
          rowActionLabel={(row) => `Contracts of ${row.year}`}
          emptyMessage="No contracts awarded to this contractor yet."
        />
      </Box>

      <Box component="section" aria-labelledby="contractor-contracts">
        <Typography id="contractor-contracts" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Contracts
        </Typography>
        <DataTable
          label="Contracts of the contractor"
          columns={contractColumns}
          data={data.contracts}
          initialSorting={[{ id: 'start_date', desc: true }]}
          // The link's name is the contract number it shows.
          rowHref={(row) => paths.contractDetails(row.id)}
          emptyMessage="No contracts awarded to this contractor yet. A contract's contractor is set on the contract's page."
          spanningCell={refusedRecordsSpan('actual')}
        />
      </Box>
    </Stack>
  );
}

function Loading() {
  return (
    <Stack spacing={3}>
      <DetailsSkeleton fields={4} />
      <TableSkeleton columns={3} rows={3} />
      <TableSkeleton columns={contractColumns.length} />
    </Stack>
  );
}

/** Spec 3 §2 contractor page, as of today in Manila (spec 3 §7 `contractors/{id}?as_of={today}`). */
export function ContractorPage() {
  const { contractor_id } = useParams();
  const id = pathId(contractor_id);
  return id === null ? <MissingContractor /> : <ContractorPageOf id={id} />;
}

function ContractorPageOf({ id }: { id: number }) {
  const page = useContractorPage(id);
  const actor = useActor();
  const [editing, setEditing] = useState(false);
  // The server's rule for PUT contractors/update/{id}/: the same permission as Add.
  const mayEdit = actor !== null && can(actor, 'contractors.create');
  const name = page.data?.name;
  return (
    <PageContainer maxWidth={1200}>
      <PageHeader
        title={name ?? 'Contractor'}
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Contractors', to: paths.contractors }, { label: name ?? 'Contractor' }]}
        action={
          page.data && {
            label: 'Edit',
            icon: <EditOutlined />,
            onClick: () => setEditing(true),
            disabledReason: mayEdit ? null : refusalFor('contractors.create'),
          }
        }
      />
      {isApiError(page.error) && page.error.status === 404 ? (
        // A stale link (decision 024): the app's not-found, with the way back to the contractors.
        <RecordNotFound
          detail="There is no such contractor in this office. Open one from the list of contractors."
          back={{ to: paths.contractors, label: 'Go to the contractors' }}
        />
      ) : (
        <QueryState query={page} loading={<Loading />} isEmpty={() => false}>
          {(data) => (
            <>
              <ContractorDetails data={data} />
              <EditContractorDialog open={editing} contractor={data} onClose={() => setEditing(false)} />
            </>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}

function MissingContractor() {
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader title="Contractor" breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Contractors', to: paths.contractors }]} />
      <Alert severity="warning">
        This address names no contractor.{' '}
        <Link component={RouterLink} to={paths.contractors}>
          Back to the contractors
        </Link>
      </Alert>
    </PageContainer>
  );
}
