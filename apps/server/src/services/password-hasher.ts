import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash. */
  verify(storedHash: string, password: string): Promise<boolean>;
}

export interface Argon2Cost {
  /** KiB of memory per hash; default 19456 (19 MiB), the OWASP argon2id baseline. */
  memoryCost: number;
  timeCost: number;
}

const defaultArgon2Cost: Argon2Cost = { memoryCost: 19_456, timeCost: 2 };

/** argon2id (the library's default algorithm) with a random salt per hash, in PHC string form. */
export function createArgon2Hasher(cost: Argon2Cost = defaultArgon2Cost): PasswordHasher {
  return {
    hash: (password) => hash(password, { ...cost, parallelism: 1 }),
    async verify(storedHash, password) {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}
