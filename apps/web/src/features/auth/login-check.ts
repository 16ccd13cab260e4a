import { loginSchema, type LoginInput } from '@subaybay/domain';

/** A message under each field the domain's `loginSchema` refuses. */
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Loaded by the login page while the user types (zod is not part of the first load): the schema's first message per field. */
export function loginErrors(values: LoginInput): LoginErrors {
  const parsed = loginSchema.safeParse(values);
  const errors: LoginErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
