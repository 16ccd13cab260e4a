import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { userAccountOperations, type projectInspectorSchema } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

export type ProjectInspector = z.infer<typeof projectInspectorSchema>;

/** `GET user-accounts/project-inspectors`: the office's project inspectors (id, first and last name). */
export function getProjectInspectors() {
  return callOperation(userAccountOperations.projectInspectors);
}

export const projectInspectorsQueryOptions = () =>
  queryOptions({ queryKey: contractKeys.projectInspectors(), queryFn: getProjectInspectors });

export function useProjectInspectors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectInspectorsQueryOptions(), enabled: options.enabled ?? true });
}
