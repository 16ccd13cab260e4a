import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { userAccountOperations, type projectInspectorSchema } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

export type ProjectInspector = z.infer<typeof projectInspectorSchema>;

/** `GET user-accounts/project-inspectors`: the office's project inspectors (id, first and last name). */
export const projectInspectorsQueryOptions = () => operationQueryOptions(contractKeys.projectInspectors(), userAccountOperations.projectInspectors);

export function useProjectInspectors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectInspectorsQueryOptions(), enabled: options.enabled ?? true });
}
