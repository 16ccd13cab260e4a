import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingConfig } from '../config.js';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown username answers as slowly as a wrong password. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(config: PasswordHashingConfig): PasswordHasher {
  // The library's default algorithm is argon2id (its Algorithm enum is const, unusable with isolatedModules).
  const options = { memoryCost: config.memoryCost, timeCost: config.timeCost, parallelism: 1 };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed sign-in, never a 500.
        return false;
      }
    },
    async verifyDummy(password) {
      dummyHash ??= hash('not-a-real-password', options);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
