import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { ContractDetails } from '@subaybay/domain';
import { GatedIconButton } from '../../../components/gated-icon-button';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { ContractStatusChip, SlippageBandChip } from '../../../components/status-chip';
import { formatDate, formatNumber, formatPercent, formatPesos } from '../../../lib/format';
import { paths } from '../../../app/paths';
import { ContractLocation } from './contract-location';

const calendarDays = (value: number) => `${formatNumber(value)} C.D.`;

/** A value with an admin's pencil beside it. */
function WithPencil({ children, pencil }: { children: ReactNode; pencil: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%', overflowWrap: 'anywhere' }}>
      <span>{children}</span>
      {pencil}
    </Box>
  );
}

export interface ContractHeaderCardProps {
  contract: ContractDetails;
  /** Admins (spec 3 §6) see the contractor and project-in-charge pencils; others see none. */
  mayChangeContractor: boolean;
  mayChangeProjectInCharge: boolean;
  onChangeContractor: () => void;
  onChangeProjectInCharge: () => void;
}

/** The header card of Contract Details (spec 3 §2, §3): every field of the contract as of the chosen date. */
export function ContractHeaderCard({
  contract,
  mayChangeContractor,
  mayChangeProjectInCharge,
  onChangeContractor,
  onChangeProjectInCharge,
}: ContractHeaderCardProps) {
  const person = contract.project_in_charge;
  const extensions = contract.approved_time_extension;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contract-header-title" sx={{ p: 2.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="contract-header-title" variant="h2" component="h2" sx={{ fontSize: '1.1rem', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {contract.contract_number}
        </Typography>
        <ContractStatusChip status={contract.status} />
      </Box>
      {contract.variation_order_warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {contract.variation_order_warning}
        </Alert>
      )}
      <LabelValueGrid columns={3}>
        <LabelValue label="Contract Number" value={contract.contract_number} />
        <LabelValue label="Description" value={contract.contract_description} />
        <LabelValue
          label="Location"
          value={<ContractLocation contractId={contract.id} location={contract.location} contractNumber={contract.contract_number} />}
        />
        <LabelValue label="Start Date" value={formatDate(contract.contract_effectivity)} />
        <LabelValue label="Duration" value={calendarDays(contract.original_contract_time)} />
        <LabelValue label="Original Expiry Date" value={formatDate(contract.original_expiry_date)} />
        <LabelValue label="Revised Expiry Due to Suspensions" value={formatDate(contract.expiry_date_due_to_suspensions)} />
        <LabelValue label="Revised Expiry Due to Time Extension" value={formatDate(contract.expiry_date_due_to_time_extensions)} />
        <LabelValue
          label="Approved Time Extensions"
          value={`${formatNumber(extensions.number_of_time_extension)} (${calendarDays(extensions.total_duration)})`}
        />
        <LabelValue label="Contract Amount" value={formatPesos(contract.original_contract_amount)} />
        <LabelValue label="Revised Contract Amount" value={formatPesos(contract.revised_contract_amount)} />
        <LabelValue label="Fund Source" value={contract.fund_source} />
        <LabelValue
          label="Contractor"
          value={
            <WithPencil
              pencil={mayChangeContractor && <GatedIconButton label="Change contractor" icon={<EditOutlined fontSize="small" />} onClick={onChangeContractor} color="primary" />}
            >
              {contract.contractor?.name || 'Not yet set'}
            </WithPencil>
          }
        />
        <LabelValue
          label="Project In Charge"
          value={
            <WithPencil
              pencil={
                mayChangeProjectInCharge && (
                  <GatedIconButton label="Change project in charge" icon={<EditOutlined fontSize="small" />} onClick={onChangeProjectInCharge} color="primary" />
                )
              }
            >
              {person ? (
                <Link component={RouterLink} to={paths.userProfile(person.id)}>
                  {`${person.first_name} ${person.last_name}`.trim()}
                </Link>
              ) : (
                'Not yet set'
              )}
            </WithPencil>
          }
        />
        <LabelValue label="Days Elapsed" value={calendarDays(contract.calendar_days_elapsed)} />
        <LabelValue label="Days Suspended" value={calendarDays(contract.days_suspended)} />
        <LabelValue label="% Time Elapsed" value={formatPercent(contract.percent_time_elapsed)} />
        <LabelValue label="Actual Accomplishment" value={formatPercent(contract.actual_accomplishment)} />
        <LabelValue label="Target Accomplishment" value={formatPercent(contract.target_accomplishment)} />
        <LabelValue
          label="Slippage"
          value={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {formatPercent(contract.slippage)}
              <SlippageBandChip band={contract.slippage_band} />
            </Box>
          }
        />
        <LabelValue label="Value Accomplished" value={formatPesos(contract.value_accomplished)} />
        <LabelValue label="Completion Date" value={contract.completion_date ? formatDate(contract.completion_date) : null} />
      </LabelValueGrid>
    </Paper>
  );
}
