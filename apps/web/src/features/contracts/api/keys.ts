/**
 * Query keys of contracts. Everything about one contract sits under
 * `contractKeys.one(id)`, so a record page that changes a schedule node,
 * a suspension or a billing invalidates `one(id)` and the details, the chart
 * and the lists re-read it.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  years: () => [...contractKeys.all, 'years'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (kind: string, ...args: (string | number)[]) => [...contractKeys.lists(), kind, ...args] as const,
  one: (id: number) => [...contractKeys.all, 'one', id] as const,
  contract: (id: number) => [...contractKeys.one(id), 'contract'] as const,
  details: (id: number, asOf?: string) => [...contractKeys.one(id), 'details', asOf ?? 'today'] as const,
  timeElapsed: (id: number, asOf?: string) => [...contractKeys.one(id), 'time-elapsed', asOf ?? 'today'] as const,
  summary: (id: number, asOf?: string) => [...contractKeys.one(id), 'summary', asOf ?? 'today'] as const,
  timeline: (id: number, asOf?: string) => [...contractKeys.one(id), 'timeline', asOf ?? 'today'] as const,
  projects: (id: number) => [...contractKeys.one(id), 'projects'] as const,
  /** Choices of the dialogs: the office's contractors and project inspectors. */
  contractors: () => [...contractKeys.all, 'choices', 'contractors'] as const,
  projectInspectors: () => [...contractKeys.all, 'choices', 'project-inspectors'] as const,
};
