/** Query keys of the projects reports and the overall S-curve. */
export const projectReportKeys = {
  all: ['project-reports'] as const,
  accomplishment: (year: number, asOf: string, fundSources: string) => [...projectReportKeys.all, 'accomplishment', year, asOf, fundSources] as const,
  summary: (year: number, asOf: string) => [...projectReportKeys.all, 'summary', year, asOf] as const,
  detailed: (projectId: number, asOf: string) => [...projectReportKeys.all, 'detailed', projectId, asOf] as const,
  overallSCurve: (year: number) => [...projectReportKeys.all, 'overall-s-curve', year] as const,
};
