import { todayInManila } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { HubList } from '../../../components/hub-list';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';

/** Reports (spec 2 §2 reportsList): links to the Contracts Report and the Projects Report. */
export function ReportsMainPage() {
  return (
    <PageContainer maxWidth={760}>
      <PageHeader title="Reports" breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Reports' }]} />
      <HubList
        label="Reports"
        entries={[
          { label: 'Contracts Report', description: 'Detailed breakdown, negative slippage, PPA and the overall S-curve of a year', to: paths.contractsReports },
          { label: 'Projects Report', description: 'Accomplishment of the projects of a year by fund source', to: paths.projectsReports },
        ]}
      />
    </PageContainer>
  );
}

/** Contracts Report (spec 2 §2 contractsReport): its four reports, negative slippage for the current year. */
export function ContractsReportsPage() {
  const year = todayInManila().slice(0, 4);
  return (
    <PageContainer maxWidth={760}>
      <PageHeader
        title="Contracts Report"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Reports', to: paths.reports }, { label: 'Contracts Report' }]}
      />
      <HubList
        label="Contracts reports"
        entries={[
          { label: 'Detailed Breakdown', description: 'Every contract of a year with its figures as of a date', to: paths.contractsDetailedBreakdown },
          { label: 'Contracts with Negative Slippage', description: `The contracts of ${year} behind schedule as of today`, to: paths.contractsWithNegativeSlippage(year) },
          { label: 'PPA Report', description: 'COMMISSION ON AUDIT, based on COA Circular 2013-004 Annex B', to: paths.ppaReport },
          { label: 'Overall S-curve', description: 'The amount-weighted S-curve of every contract of a year', to: paths.overallSCurve },
        ]}
      />
    </PageContainer>
  );
}
