import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { can, contractDeleteMessages, refusalFor, type ContractDetails } from '@subaybay/domain';
import type { Crumb } from '../../../components/breadcrumbs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { useAsOfParam } from '../../../components/report-params';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PrintButton } from '../../../components/print-button';
import { PrintHeader } from '../../../components/print-header';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { paths } from '../../../app/paths';
import { useContractRecordCounts, useDeleteContract } from '../api/delete-contract';
import { useContractDetails } from '../api/get-contract-details';
import { ChangeContractorDialog, ChangeProjectInChargeDialog, UpdateContractDialog } from '../components/contract-dialogs';
import { ContractNotFound, isNotFound } from '../components/contract-not-found';
import { ContractHeaderCard } from '../components/contract-header-card';
import { useRequiredContractId } from '../components/contract-id-param';
import { ContractLinksSelect } from '../components/contract-links-select';
import { ContractProjectsCard } from '../components/contract-projects-card';
import { ContractSCurveChart } from '../components/contract-s-curve-chart';
import { pathId, pathImplementationYear } from '../../../lib/path-params';
import { TimeElapsedDialog } from '../components/time-elapsed-dialog';

export const missingContractIdMessage = 'Contract Id must be specified in viewing contract details.';

type OpenDialog = 'update' | 'contractor' | 'projectInCharge' | 'timeElapsed' | 'delete' | null;

/**
 * Contract Details breadcrumbs (spec 3 §2): Contracts › number; opened from a
 * project, Projects by Year › Project Details › number.
 */
function crumbs(contract: ContractDetails | undefined, year: number | null, projectId: number | null): Crumb[] {
  const number = { label: contract?.contract_number ?? 'Contract' };
  if (year !== null && projectId !== null) {
    const project = contract?.projects.find((item) => item.id === projectId);
    return [
      { label: 'Projects by Year', to: paths.projectsByYear(year) },
      { label: project?.name ?? 'Project Details', to: paths.projectDetails(projectId, year) },
      number,
    ];
  }
  return [{ label: 'Contracts', to: paths.contracts }, number];
}

/** Contract Details (spec 3 §2–§6): the header card, the S-curve, the projects and the contract's record pages. */
export function ContractDetailsPage() {
  const params = useParams();
  const contractId = useRequiredContractId(params.contractId, missingContractIdMessage);
  const fromYear = pathImplementationYear(params.implementationYear);
  const fromProject = pathId(params.projectId);
  // `?as_of=`: Back, a refresh and a shared link show the contract as of the same date.
  const { asOf: asOfInput, fieldValue: asOfField, isToday, setAsOf: setAsOfInput } = useAsOfParam();
  // Today is the server's default: the reads the route loader started are the same queries.
  const asOf = isToday ? undefined : asOfInput;
  const details = useContractDetails(contractId, asOf);
  const actor = useActor();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (contractId === null) return null;
  const contract = details.data;
  const mayUpdate = actor !== null && (can(actor, 'contracts.update') || (contract?.project_in_charge?.id ?? -1) === actor.userId);
  const mayChangeContractor = actor !== null && can(actor, 'contracts.changeContractor');
  const mayChangeProjectInCharge = actor !== null && can(actor, 'contracts.changeProjectInCharge');
  // Only admins see Delete Contract: for the others it is not a disabled button but no action at all.
  const mayDelete = actor !== null && can(actor, 'contracts.delete');
  const notFound = isNotFound(details.error);
  const close = () => setDialog(null);

  return (
    <PageContainer>
      <PageHeader
        title={contract ? contract.contract_number : 'Contract Details'}
        breadcrumbs={crumbs(contract, fromYear, fromProject)}
        subtitle={contract?.contract_description}
        action={
          contract
            ? { label: 'Update Contract', icon: <EditOutlined />, onClick: () => setDialog('update'), disabledReason: mayUpdate ? null : refusalFor('contracts.update') }
            : undefined
        }
      />
      {notFound ? (
        <ContractNotFound contractId={contractId} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Paper variant="outlined" className="print-hidden" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
            <Box sx={{ width: 200, maxWidth: '100%' }}>
              {/* A date half typed (day "0") is no date yet: the last whole one stays. */}
              <DateField label="As Of" value={asOfField} onChange={(value) => value && setAsOfInput(value)} />
            </Box>
            <ContractLinksSelect contractId={contractId} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Link component={RouterLink} to={paths.contractSummary(contractId)}>
                Contract Summary
              </Link>
              <Link component={RouterLink} to={paths.contractTimeline(contractId)}>
                Contract Timeline
              </Link>
              {contract && <PrintButton />}
              <Button size="small" variant="outlined" onClick={() => setDialog('timeElapsed')}>
                Statement of Time Elapsed
              </Button>
              {mayDelete && contract && (
                <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => setDialog('delete')}>
                  Delete Contract
                </Button>
              )}
            </Box>
          </Paper>
          <QueryState query={details} loading={<DetailsSkeleton fields={12} />}>
            {(loaded) => (
              <>
                <PrintHeader title="Contract Details" lines={[`${loaded.contract_number}: ${loaded.contract_description}`, `As of ${formatDate(loaded.as_of)}`]} />
                <ContractHeaderCard
                  contract={loaded}
                  mayChangeContractor={mayChangeContractor}
                  mayChangeProjectInCharge={mayChangeProjectInCharge}
                  onChangeContractor={() => setDialog('contractor')}
                  onChangeProjectInCharge={() => setDialog('projectInCharge')}
                />
                <Paper variant="outlined" component="section" aria-labelledby="s-curve-title" sx={{ p: 2.5, minWidth: 0 }}>
                  <Typography id="s-curve-title" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                    S-Curve as of {loaded.as_of}
                  </Typography>
                  {/* The curves come with the details: one read of the contract's records for the page. */}
                  <ContractSCurveChart
                    curves={loaded.s_curve}
                    asOfDay={loaded.calendar_days_elapsed}
                    effectivity={loaded.contract_effectivity}
                    contractNumber={loaded.contract_number}
                    asOf={loaded.as_of}
                  />
                </Paper>
                <ContractProjectsCard contractId={loaded.id} mayChange={mayUpdate} refusal={refusalFor('contracts.update')} />
                <UpdateContractDialog open={dialog === 'update'} contract={loaded} onClose={close} />
                <ChangeContractorDialog open={dialog === 'contractor'} contract={loaded} onClose={close} />
                <ChangeProjectInChargeDialog open={dialog === 'projectInCharge'} contract={loaded} onClose={close} />
              </>
            )}
          </QueryState>
          <TimeElapsedDialog open={dialog === 'timeElapsed'} contractId={contractId} asOf={asOf} onClose={close} />
          {mayDelete && contract && (
            <DeleteContractDialog open={dialog === 'delete'} contractId={contractId} contractNumber={contract.contract_number} onClose={close} />
          )}
        </Box>
      )}
    </PageContainer>
  );
}

/**
 * Delete Contract's confirmation: names what goes with the contract (read from
 * the server when it opens), then a toast and the contracts list.
 */
function DeleteContractDialog({ open, contractId, contractNumber, onClose }: { open: boolean; contractId: number; contractNumber: string; onClose: () => void }) {
  const counts = useContractRecordCounts(contractId, open);
  const navigate = useNavigate();
  const remove = useDeleteContract(() => navigate(paths.contracts));
  return (
    <ConfirmDialog
      open={open}
      title="Delete Contract"
      message={contractDeleteMessages.confirm(contractNumber, counts.data)}
      confirmLabel="Delete Contract"
      onClose={onClose}
      onConfirm={async () => {
        await remove.mutateAsync(contractId);
        notifySuccess(contractDeleteMessages.deleted);
      }}
    />
  );
}

