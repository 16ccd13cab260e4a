import { contractorOperations } from '../contractors/contractors.operations.js';
import { expenditureSourceNameOperations } from '../expenditure-source-names/expenditure-source-names.operations.js';
import { fundSourceOperations, municipalityOperations, systemOperations } from '../lookups/lookups.operations.js';
import { projectFinanceOperations } from '../project-finance/project-finance.operations.js';
import { projectOperations } from '../projects/projects.operations.js';
import type { OperationDeclaration, OperationGroup } from './operation.js';

/**
 * Every declared API operation, by feature. The server checks at boot that
 * each one is registered with a handler; the web's test route table and the
 * OpenAPI document are derived from them. A new operation is added to its
 * feature's `<feature>.operations.ts` and its group listed here once.
 */
export const apiOperations = {
  contractors: contractorOperations,
  municipalities: municipalityOperations,
  systems: systemOperations,
  fundSources: fundSourceOperations,
  expenditureSourceNames: expenditureSourceNameOperations,
  projects: projectOperations,
  projectFinance: projectFinanceOperations,
} as const satisfies Record<string, OperationGroup>;

/** Every declared operation, as a list. */
export function declaredOperations(): OperationDeclaration[] {
  return Object.values(apiOperations).flatMap((group: OperationGroup) => Object.values(group));
}
