import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { can, refusalFor, type Permission } from '@subaybay/domain';
import { useActor } from '../lib/session';
import type { Crumb } from './breadcrumbs';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';
import { EmptyState, QueryState, type QueryStateProps } from './query-state';
import { TableSkeleton } from './skeletons';

export interface ListPageProps<T> {
  title: string;
  breadcrumbs: Crumb[];
  subtitle?: ReactNode;
  maxWidth?: number;
  /**
   * The page's Add button, in the header: disabled with the permission's
   * refusal for a user who may not; for one who may, again in the empty state.
   */
  add: { label: string; permission: Permission; onClick: () => void };
  query: QueryStateProps<T>['query'];
  /** The table's columns, for the skeleton while the list loads. */
  columnCount: number;
  /** What the page is for when the list is empty. */
  emptyMessage: string;
  /** In place of the list when the address names nothing to list (e.g. no year). */
  addressNotice?: string;
  /** The list, once read and not empty. */
  children: (list: T) => ReactNode;
  /** What the page opens over the list (dialogs, menus). */
  dialogs?: ReactNode;
}

/**
 * A list page of the office's records (contractors, systems, fund sources,
 * projects, …): the header with its Add button, then the list's loading,
 * error, empty (with Add again) and loaded states.
 */
export function ListPage<T>({
  title,
  breadcrumbs,
  subtitle,
  maxWidth,
  add,
  query,
  columnCount,
  emptyMessage,
  addressNotice,
  children,
  dialogs,
}: ListPageProps<T>) {
  const actor = useActor();
  const mayAdd = actor !== null && can(actor, add.permission);
  return (
    <PageContainer maxWidth={maxWidth}>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        subtitle={subtitle}
        action={{ label: add.label, icon: <AddIcon />, onClick: add.onClick, disabledReason: mayAdd ? null : refusalFor(add.permission) }}
      />
      {addressNotice !== undefined ? (
        <EmptyState message={addressNotice} />
      ) : (
        <QueryState
          query={query}
          loading={<TableSkeleton columns={columnCount} />}
          empty={
            <EmptyState
              message={emptyMessage}
              action={
                mayAdd ? (
                  <Button variant="outlined" startIcon={<AddIcon />} onClick={add.onClick}>
                    {add.label}
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {children}
        </QueryState>
      )}
      {dialogs}
    </PageContainer>
  );
}
