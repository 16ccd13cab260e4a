import { z } from 'zod';
import { defineOperations } from '../api/operation.js';

export const healthySchema = z.object({ status: z.literal('ok') });
/** `status` is absent when the request timed out (the error handler answers then). */
export const unhealthySchema = z.object({ status: z.literal('unavailable').optional(), detail: z.string() });

/** The liveness check of a load balancer or monitor (`GET /api/health`). */
export const healthOperations = defineOperations({
  check: {
    method: 'GET',
    path: 'health',
    tag: 'health',
    summary: 'Liveness with a database round trip',
    access: 'public',
    status: 200,
    response: healthySchema,
    errors: [503],
    errorBodies: { 503: unhealthySchema },
  },
});
