import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { originalExpiryDate } from '@subaybay/domain';
import { LabelValue, LabelValueGrid } from '../../../components/label-value';
import { formatDate } from '../../../lib/format';
import { useContract } from '../api/get-contract';

/**
 * The top of a contract record page (UI.md "Record page"): the contract's
 * number and key dates, read with `GET contracts/{id}`.
 */
export function ContractRecordHeader({ contractId }: { contractId: number }) {
  const contract = useContract(contractId);
  const data = contract.data;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Contract">
      {data ? (
        <LabelValueGrid columns={4}>
          <LabelValue label="Contract" value={data.contract_number} />
          <LabelValue label="Effectivity Date" value={formatDate(data.start_date)} />
          <LabelValue label="Contract Time" value={`${data.duration} C.D.`} />
          <LabelValue label="Original Expiry Date" value={formatDate(originalExpiryDate(data.start_date, data.duration))} />
        </LabelValueGrid>
      ) : contract.isError ? (
        <LabelValue label="Contract" value="The contract could not be read." />
      ) : (
        <Skeleton variant="text" width="60%" aria-label="Loading the contract" role="status" />
      )}
    </Paper>
  );
}
