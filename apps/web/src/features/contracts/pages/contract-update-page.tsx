import { pathId } from '../../../lib/path-params';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  contractUpdateInputSchema,
  contractUpdateMessages,
  type Contract,
  type ContractUpdateInput,
  type ContractUpdateValues,
  todayInManila,
  contractStartRange,
} from '@subaybay/domain';
import { applyServerError } from '../../../components/form-dialog';
import { FormSelectField, FormTextField } from '../../../components/form-fields';
import { FormDateField, FormMoneyField } from '../../../components/form-value-fields';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { ContractNotFound } from '../components/contract-not-found';
import { isApiError } from '../../../lib/api-client';
import { notify, TOAST_LONG_MS } from '../../../lib/notify';
import { paths } from '../../../app/paths';
import { useContract } from '../api/get-contract';
import { useContractors } from '../api/get-contractors';
import { useUpdateContract } from '../api/update-contract';
import { backParam } from '../components/route-params';

function UpdateContractForm({ contract, back }: { contract: Contract; back: string }) {
  const navigate = useNavigate();
  const update = useUpdateContract();
  const contractors = useContractors();
  const [serverError, setServerError] = useState<string | null>(null);
  const defaultValues: ContractUpdateInput = {
    contract_id: contract.contract_id,
    contract_description: contract.contract_description,
    amount: contract.amount,
    start_date: contract.start_date,
    duration: contract.duration,
    contractor_id: contract.contractor?.id ?? null,
    location: contract.location,
  };
  const form = useForm<ContractUpdateInput, unknown, ContractUpdateValues>({
    resolver: zodResolver(contractUpdateInputSchema) as unknown as Resolver<ContractUpdateInput, unknown, ContractUpdateValues>,
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await update.mutateAsync({ id: contract.id, payload: { kind: 'details', values } });
      notify(contractUpdateMessages.contractUpdated, 'success', TOAST_LONG_MS);
      void navigate(back);
    } catch (error) {
      applyServerError(error, form, defaultValues, setServerError);
    }
  });
  const options = (contractors.data ?? []).map((contractor) => ({ value: contractor.id, label: contractor.name }));
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label="Update Contract" sx={{ p: 2.5, maxWidth: 640 }}>
      <Stack spacing={2}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <FormTextField control={form.control} name="contract_id" label="Contract Id" required autoFocus />
        <FormTextField control={form.control} name="contract_description" label="Description" multiline minRows={2} />
        <FormMoneyField control={form.control} name="amount" label="Amount" required />
        <FormDateField control={form.control} name="start_date" label="Start Date" required helperText="YYYY-MM-DD" maxDate={contractStartRange(todayInManila()).latest} />
        <FormTextField control={form.control} name="duration" label="Duration (C.D.)" type="number" required helperText="Calendar days" />
        {/* Where "Add location" (PPA report, Contract Details) leads: the field the office fills in. */}
        <FormTextField control={form.control} name="location" label="Location" helperText="Where the works are, as the PPA report shows it, e.g. Capas, Tarlac" />
        <FormSelectField
          control={form.control}
          name="contractor_id"
          label="Contractor"
          options={options}
          helperText={contractors.isError ? 'The contractors could not be loaded.' : undefined}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => void navigate(back)} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Update
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The legacy Update Contract form (spec 3 §2, §5): reads `GET contracts/{id}`,
 * its breadcrumb goes back to the page given as `?back=` (else the contract's
 * details); a missing id goes to the dashboard.
 */
export function ContractUpdatePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = pathId(params.id);
  const contract = useContract(id);
  const missing = params.id === undefined;
  useEffect(() => {
    if (missing) notify('Contract Id must be specified in updating a contract.', 'error');
  }, [missing]);
  if (missing) return <Navigate to={paths.dashboard} replace />;
  const back = backParam(search.get('back')) ?? (id === null ? paths.contracts : paths.contractDetails(id));
  const notFound = id === null || (isApiError(contract.error) && contract.error.status === 404);
  return (
    <PageContainer>
      <PageHeader
        title="Update Contract"
        breadcrumbs={[{ label: contract.data?.contract_number ?? 'Back', to: back }, { label: 'Update Contract' }]}
      />
      {id === null ? (
        <EmptyState message="There is no such contract in this office." />
      ) : notFound ? (
        <ContractNotFound contractId={id} />
      ) : (
        <QueryState query={contract}>{(loaded) => <UpdateContractForm contract={loaded} back={back} />}</QueryState>
      )}
    </PageContainer>
  );
}
