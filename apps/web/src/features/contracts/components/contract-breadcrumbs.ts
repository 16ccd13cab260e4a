import type { Crumb } from '../../../components/breadcrumbs';
import { paths } from '../../../app/paths';
import { useContract } from '../api/get-contract';

/**
 * The breadcrumbs of a page about one contract (spec 3 §2 Financial
 * Accomplishment): Contracts › {contract number} › {page}. The number is read
 * with `GET contracts/{id}`; until it arrives the crumb says "Contract".
 */
export function useContractCrumbs(contractId: number, page: string): Crumb[] {
  const contract = useContract(contractId);
  return [
    { label: 'Contracts', to: paths.contracts },
    { label: contract.data?.contract_number ?? 'Contract', to: paths.contractDetails(contractId) },
    { label: page },
  ];
}

/** Contracts › CY {year} › {page}: a list of a year's contracts; without a year (a wrong address), Contracts › {page}. */
export function yearListCrumbs(year: number | null, page: string): Crumb[] {
  return [
    { label: 'Contracts', to: paths.contracts },
    ...(year === null ? [] : [{ label: `CY ${year}`, to: paths.contractsOfYear(year) }]),
    { label: page },
  ];
}

/** What a list of a year's contracts says when its address names no year. */
export const noYearMessage = 'This address names no implementation year. Open a year from the Contracts list.';
