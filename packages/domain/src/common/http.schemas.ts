import { z } from 'zod';

/** Bodies every API answers with: a bare message, and the error body of API.md. */
export const detailSchema = z.object({ detail: z.string() });
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
