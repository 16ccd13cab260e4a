import { z } from 'zod';

/** A required text field: trimmed, and empty counts as missing (spec 1 §5 "… is required."). */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });
