import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { projectInspectorSchema } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

export type ProjectInspector = z.infer<typeof projectInspectorSchema>;

/** `GET user-accounts/project-inspectors`: the office's project inspectors (id, first and last name). */
export function getProjectInspectors(): Promise<ProjectInspector[]> {
  return api.get<ProjectInspector[]>('user-accounts/project-inspectors');
}

export const projectInspectorsQueryOptions = () =>
  queryOptions({ queryKey: contractKeys.projectInspectors(), queryFn: getProjectInspectors });

export function useProjectInspectors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectInspectorsQueryOptions(), enabled: options.enabled ?? true });
}
