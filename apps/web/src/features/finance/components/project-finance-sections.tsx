/**
 * The financial sections of Project Details (spec 2 §2): Expenditure Source
 * beside Requested Cash, then Project Expenditure. The projects feature places
 * it on its details page; the finance feature owns what it shows.
 */
export function ProjectFinanceSections(_props: { projectId: number }) {
  return null;
}
