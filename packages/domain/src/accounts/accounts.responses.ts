import { z } from 'zod';

/**
 * Answer shapes of the accounts, users and activity API (spec 1 §3, §7).
 * The server declares them as response schemas; the web reads them.
 */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const accessTokenSchema = z.object({ access: z.string() });

export const subscriptionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Price per period in pesos, as a number with 2 decimals. */
  price: z.number(),
  billing: z.string(),
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  office_name: z.string(),
  subscription_type: subscriptionTypeSchema.pick({ id: true, name: true }),
  /** `YYYY-MM-DD` or null when the account has no renewal date yet. */
  next_renewal: z.string().nullable(),
  created_on: z.string(),
  active: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const monitoredContractSchema = z.object({
  id: z.number().int(),
  contract_id: z.string(),
  implementation_year: z.string(),
});

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  position: z.string(),
  roles: z.array(roleSchema),
  is_superuser: z.boolean(),
  /** Contracts where this user is the project in charge (filled once contracts exist). */
  monitored_contracts: z.array(monitoredContractSchema),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const projectInspectorSchema = userSchema.pick({ id: true, first_name: true, last_name: true });

export const activityItemSchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), username: z.string() }),
  verb: z.string(),
  target: z.string().nullable(),
  action_object_type: z.string().nullable(),
  /** ISO 8601 timestamp of the action. */
  timestamp: z.string(),
  /** "3 minutes ago": a human distance, computed by the server at read time. */
  timesince: z.string(),
  ip_address: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const detailSchema = z.object({ detail: z.string() });
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
