import argon2 from 'argon2';

// The hasher declares the options it takes; config.ts reads them from the environment (a library never imports
// the config: it sits below it).
export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for e-mails that have no account. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(options: PasswordHashingConfig): PasswordHasher {
  const params = { type: argon2.argon2id, ...options };
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => argon2.hash(password, params),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        // A malformed stored hash is a failed check, never a crash.
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummy ??= argon2.hash('parkshare-dummy-password', params);
      await hasher.verify(await dummy, password);
    },
  };
  return hasher;
}

let common: Promise<Set<string>> | undefined;

// The dictionary is ~50k words: loaded on first use, not at start-up.
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary.passwords));
  return common;
}

/** True when the password (case-insensitively) is in zxcvbn's list of the most common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
