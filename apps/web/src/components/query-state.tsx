import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailsSkeleton } from './skeletons';

export interface QueryStateProps<T> {
  /** The TanStack query result the page reads. */
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** What the data looks like once it is there. */
  children: (data: T) => ReactNode;
  /** Shown while the first answer is on its way; a details skeleton by default. */
  loading?: ReactNode;
  /** What the page is for when the list is empty, and the action that fills it. */
  empty?: ReactNode;
  /** When the data counts as empty; by default an empty list. */
  isEmpty?: (data: T) => boolean;
  /** Draw the empty and error states in their own card (false inside an existing card). */
  framed?: boolean;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The loading, empty and error states of every query (CONVENTIONS §14): a
 * skeleton while pending, the error's sentence with Retry, a sentence when
 * there is nothing yet, else `children(data)`.
 */
export function QueryState<T>({ query, children, loading, empty, isEmpty = emptyList, framed = true }: QueryStateProps<T>) {
  const frame = (content: ReactNode) => (framed ? <Paper variant="outlined">{content}</Paper> : content);

  if (query.isError) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        sx={framed ? undefined : { m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        }
      >
        <AlertTitle>This could not be loaded.</AlertTitle>
        {query.error?.message || 'Something went wrong. Please try again.'}
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) return <>{loading ?? <DetailsSkeleton />}</>;
  if (isEmpty(query.data)) {
    return frame(
      <Box sx={{ p: 3, textAlign: 'center' }}>
        {typeof empty === 'string' || empty === undefined ? (
          <Typography color="text.secondary">{empty ?? 'Nothing here yet.'}</Typography>
        ) : (
          empty
        )}
      </Box>,
    );
  }
  return <>{children(query.data)}</>;
}

/** A sentence saying what belongs here, and the action that adds it (UI.md empty state). */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: action ? 1.5 : 0 }}>
        {message}
      </Typography>
      {action}
    </>
  );
}
