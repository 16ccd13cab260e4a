import type { ReactNode } from 'react';
import { RecordNotFound } from '../../../components/not-found-message';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../app/paths';
import { useContract } from '../api/get-contract';

/** Whether an error is the server's "no such record" (missing, or another office's). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The not-found of a page about a contract the office does not have: the toast, and the way back to the contracts. */
export function ContractNotFound({ contractId }: { contractId: number }) {
  return (
    <RecordNotFound
      detail={`There is no such contract in this office (id ${contractId}): it may have been deleted. Open it from the contracts of its year or from its project.`}
      back={{ to: paths.contracts, label: 'Go to the contracts' }}
    />
  );
}

/**
 * A page about one contract (`/…/contract/:contractId`): while the contract
 * is read the page shows as usual; once the server says there is no such
 * contract, the page becomes the app's not-found (decision 024) — a stale link
 * never drops a signed-in user out of the app.
 */
export function ContractPageGate({ contractId, children }: { contractId: number; children: ReactNode }) {
  const contract = useContract(contractId);
  return isNotFound(contract.error) ? <ContractNotFound contractId={contractId} /> : <>{children}</>;
}
