import { paths } from '../../../app/paths';
import type { Crumb } from '../../../components/breadcrumbs';

/** Home › Reports › Contracts Report › `title`. */
export const contractsReportCrumbs = (title: string): Crumb[] => [
  { label: 'Home', to: paths.dashboard },
  { label: 'Reports', to: paths.reports },
  { label: 'Contracts Report', to: paths.contractsReports },
  { label: title },
];
