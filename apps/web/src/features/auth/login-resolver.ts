import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@subaybay/domain';

/** Loaded by the login page on first use (lib/lazy-resolver.ts): zod is not part of the first load. */
export const loginResolver = zodResolver(loginSchema);
