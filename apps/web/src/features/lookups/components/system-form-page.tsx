import type { ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { accountProfileCrumbs } from '../../../components/breadcrumbs';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';

/** The frame the Add and the Update System pages share: their width, title and trail back to the systems list. */
export function SystemFormPage({ title, crumb, children }: { title: string; crumb: string; children: ReactNode }) {
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader title={title} breadcrumbs={accountProfileCrumbs({ label: 'Systems / Categories', to: paths.systems }, { label: crumb })} />
      {children}
    </PageContainer>
  );
}
