import { AppError, reportQueueOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';

/**
 * Where a heavy request of the caller stands (declared in
 * packages/domain/src/reports/report-queue.operations.ts; the queue is
 * lib/report-queue.ts). A ticket of another user is as unknown as one never sent.
 */
export const reportQueueRoutes = operationRoutes(reportQueueOperations, (app) => ({
  place: async ({ actor, params }) => {
    const place = app.reportQueue.place(actor.userId, params.ticket);
    if (place === undefined) throw new AppError('NOT_FOUND', NOT_FOUND);
    return place;
  },
}));
