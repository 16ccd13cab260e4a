import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { QueryKey } from '@tanstack/react-query';
import { reportQueueMessage } from '@subaybay/domain';
import { useReportQueuePlace } from '../lib/report-queue';

/**
 * The pending state of a year's report (`QueryState`'s `loading`): a polite
 * live region saying where the report stands in the server's queue
 * ("Preparing…", "Preparing… 2 ahead of you"), above the report's skeleton.
 * `queryKey` is the report's query key, under which `operationQueryOptions`
 * publishes the place.
 */
export function ReportPending({ queryKey, children }: { queryKey: QueryKey; children: ReactNode }) {
  const place = useReportQueuePlace(queryKey);
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary">
        {reportQueueMessage(place)}
      </Typography>
      {children}
    </>
  );
}
