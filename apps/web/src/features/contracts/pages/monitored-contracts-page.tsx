import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { TableSkeleton } from '../../../components/skeletons';
import { paths } from '../../../app/paths';
import { useUser } from '../../user-accounts/api/get-user';
import { useMonitoredContracts } from '../api/get-monitored-contracts';
import { ContractListTable } from '../components/contract-list-table';
import { ContractStatusFilter } from '../components/contract-status-chips';
import { pathId, pathImplementationYear } from '../../../lib/path-params';

/** The contracts a user is in charge of in a year (spec 3 §2); the breadcrumb goes back to that user's profile. */
export function MonitoredContractsPage() {
  const params = useParams();
  const year = pathImplementationYear(params.year);
  const userId = pathId(params.user_id);
  const user = useUser(userId);
  const contracts = useMonitoredContracts(year, userId);
  const name = user.data ? `${user.data.first_name} ${user.data.last_name}`.trim() || user.data.username : 'User profile';
  return (
    <PageContainer>
      <PageHeader
        title={year === null ? 'Contracts Monitored' : `Contracts Monitored in CY ${year}`}
        breadcrumbs={[
          ...(userId === null ? [] : [{ label: name, to: paths.userProfile(userId) }]),
          { label: year === null ? 'Contracts monitored' : `Contracts monitored in ${year}` },
        ]}
        subtitle={user.data ? `Contracts with ${name} as project in charge.` : undefined}
      />
      {year === null || userId === null ? (
        <EmptyState message="This address names no implementation year or user. Open the year from the user's profile." />
      ) : (
        <QueryState query={contracts} loading={<TableSkeleton columns={7} />} empty={`No contracts monitored in ${year}.`}>
          {(rows) => (
            <ContractStatusFilter rows={rows} label={`contracts monitored in ${year}`}>
              {(filtered) => <ContractListTable label={`Contracts monitored in ${year}`} rows={filtered} year={year} />}
            </ContractStatusFilter>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
