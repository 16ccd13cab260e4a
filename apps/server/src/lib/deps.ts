import type { Database } from '../db/client.js';
import type { PasswordHasher } from './passwords.js';
import type { TokenService } from './tokens.js';

/** What services need from the app; the Fastify instance carries all of it as decorations. */
export interface ServiceDeps {
  db: Database;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** The clock; tests may pin it. */
  now: () => Date;
}
