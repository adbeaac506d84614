import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { Secret } from './lib/secret';

// The Web Push part of the configuration (issue 17 §3): the VAPID key pair that signs every push request, beside
// config.ts, which spreads these variables into its schema and calls vapidConfig with its ConfigError. Like the JWT
// secret, the pair is generated once into DATA_DIR when the environment gives none: browsers tie a subscription to
// the public key, so a new key on every start would silently end every driver's reminders.

export interface VapidConfig {
  /** P-256 public key, base64url (65 bytes uncompressed): browsers subscribe with it. */
  publicKey: string;
  /** P-256 private key, base64url (32 bytes); never logged. */
  privateKey: Secret;
  /** Who runs the sender, for push services that need to reach the operator: a mailto: or https: URL. */
  subject: string;
}

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be a base64url ${what}`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must be a base64url ${what}`);

export const vapidEnv = {
  VAPID_PUBLIC_KEY: base64url(65, 'P-256 public key (65 bytes)').optional(),
  VAPID_PRIVATE_KEY: base64url(32, 'P-256 private key (32 bytes)').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .default('mailto:no-reply@parkshare.test'),
};

type VapidEnv = z.infer<z.ZodObject<typeof vapidEnv>>;

/** The key pair from the environment (both or neither), else from DATA_DIR/vapid-keys.json, made there once. */
export function vapidConfig(e: VapidEnv, dataDir: string, fail: (message: string) => Error): VapidConfig {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: new Secret(e.VAPID_PRIVATE_KEY), subject: e.VAPID_SUBJECT };
  }
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    throw fail('Missing environment variable VAPID_PUBLIC_KEY or VAPID_PRIVATE_KEY: set both of the pair, or neither');
  }
  const keys = readOrCreateKeys(join(dataDir, 'vapid-keys.json'), fail);
  return { publicKey: keys.publicKey, privateKey: new Secret(keys.privateKey), subject: e.VAPID_SUBJECT };
}

const storedKeys = z.object({
  publicKey: vapidEnv.VAPID_PUBLIC_KEY.unwrap(),
  privateKey: vapidEnv.VAPID_PRIVATE_KEY.unwrap(),
});

function readOrCreateKeys(file: string, fail: (message: string) => Error): z.infer<typeof storedKeys> {
  try {
    if (existsSync(file)) {
      const stored = storedKeys.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (stored.success) return stored.data;
    }
    mkdirSync(join(file, '..'), { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return keys;
  } catch (error) {
    throw fail(
      `Invalid environment variable DATA_DIR: cannot keep the VAPID keys in ${file} (${(error as Error).message})`,
    );
  }
}
