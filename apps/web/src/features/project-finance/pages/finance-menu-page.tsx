import { useState } from 'react';
import { paths } from '../../../app/paths';
import { HubList } from '../../../components/hub-list';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { YearDialog } from '../components/year-dialog';

/** The Finance menu (spec 2 §2): one entry, Expenditures By Year, which asks for the year first. */
export function FinanceMenuPage() {
  const [askingYear, setAskingYear] = useState(false);
  return (
    <PageContainer maxWidth={760}>
      <PageHeader title="Finance" breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Finance' }]} />
      <HubList
        label="Finance menu"
        entries={[
          {
            label: 'Expenditures By Year',
            description: 'Disbursed expenditures of every project of an implementation year',
            onClick: () => setAskingYear(true),
          },
        ]}
      />
      <YearDialog open={askingYear} onClose={() => setAskingYear(false)} />
    </PageContainer>
  );
}
