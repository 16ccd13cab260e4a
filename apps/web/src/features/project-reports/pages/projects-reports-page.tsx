import { paths } from '../../../app/paths';
import { HubList } from '../../../components/hub-list';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';

/** /reports/projects/ (spec 2 §2): links to the two projects reports. */
export function ProjectsReportsPage() {
  return (
    <PageContainer maxWidth={760}>
      <PageHeader title="Projects Report" breadcrumbs={[{ label: 'Reports', to: paths.reports }, { label: 'Projects Report' }]} />
      <HubList
        label="Projects reports"
        entries={[
          { label: 'Projects Accomplishment Breakdown', description: 'Fund source, project and contract, as of a date', to: paths.projectsAccomplishmentReport },
          {
            label: 'Accomplishment Summary Report By Fund Source',
            description: 'One row per fund source, with the total',
            to: paths.projectsAccomplishmentSummaryReport,
          },
        ]}
      />
    </PageContainer>
  );
}
