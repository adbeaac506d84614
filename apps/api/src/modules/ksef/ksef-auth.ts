import type { KeyObject } from 'node:crypto';
import { encryptKsefToken, publicKeyOf } from './ksef-crypto';
import { KsefError, type KsefHttp } from './ksef-http';
import { pollUntil, type PollOptions } from './poll';
import type { Secret } from '../../lib/secret';

// Authentication with a KSeF token (ksef-api-openapi.json, "Uzyskiwanie dostępu"): the ministry's public keys,
// a challenge, the token encrypted with its timestamp, /auth/ksef-token, the operation polled until KSeF decides,
// the token pair redeemed (once), then the access token refreshed with the refresh token until that one runs out
// too, when everything starts again. The tokens live in memory only, per instance.

export type KeyUsage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption';

interface PublicKeyCertificate {
  certificate: string;
  publicKeyId: string;
  validFrom: string;
  validTo: string;
  usage: string[];
}

export interface MinistryKey {
  key: KeyObject;
  publicKeyId: string;
}

interface TokenInfo {
  token: string;
  validUntil: string;
}

interface Tokens {
  access: string;
  accessUntil: number;
  refresh: string;
  refreshUntil: number;
}

/** An access token this close to its end is renewed before use. */
const RENEW_BEFORE_MS = 60_000;
const KEYS_KEPT_MS = 3_600_000;

const untilOf = (info: TokenInfo) => Date.parse(info.validUntil) || 0;

export class KsefAuth {
  #tokens: Tokens | null = null;
  #keys: { at: number; list: PublicKeyCertificate[] } | null = null;
  #pending: Promise<string> | null = null;

  constructor(
    private readonly http: KsefHttp,
    private readonly context: { token: Secret; nip: string },
    private readonly poll: () => PollOptions,
  ) {}

  /** The ministry's current key for a use: valid now by the list's dates, the newest first. */
  async ministryKey(usage: KeyUsage, refresh = false): Promise<MinistryKey> {
    const now = Date.now();
    if (refresh || !this.#keys || now - this.#keys.at > KEYS_KEPT_MS) {
      const list = await this.http<PublicKeyCertificate[]>({
        method: 'GET',
        path: '/security/public-key-certificates',
      });
      if (!Array.isArray(list)) throw new KsefError('unavailable', 'KSeF gave no public key certificates');
      this.#keys = { at: now, list };
    }
    const fitting = this.#keys.list
      .filter((item) => Array.isArray(item.usage) && item.usage.includes(usage))
      .filter((item) => Date.parse(item.validFrom) <= now && now < Date.parse(item.validTo))
      .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
    const chosen = fitting[0];
    if (!chosen) throw new KsefError('unavailable', `KSeF lists no valid public key for ${usage}`);
    return { key: publicKeyOf(chosen.certificate), publicKeyId: chosen.publicKeyId };
  }

  /** A valid access token: the one held, a refreshed one, or a new authentication. One at a time. */
  accessToken(): Promise<string> {
    this.#pending ??= this.#obtain().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  /** KSeF said 401: the access token is no good; the next call refreshes it (or authenticates anew). */
  invalidateAccess(): void {
    if (this.#tokens) this.#tokens.accessUntil = 0;
  }

  async #obtain(): Promise<string> {
    const now = Date.now();
    const tokens = this.#tokens;
    if (tokens && tokens.accessUntil - RENEW_BEFORE_MS > now) return tokens.access;
    if (tokens && tokens.refreshUntil - RENEW_BEFORE_MS > now) {
      try {
        const { accessToken } = await this.http<{ accessToken: TokenInfo }>({
          method: 'POST',
          path: '/auth/token/refresh',
          bearer: tokens.refresh,
        });
        tokens.access = accessToken.token;
        tokens.accessUntil = untilOf(accessToken);
        return tokens.access;
      } catch (error) {
        // A revoked or expired refresh token: authenticate from the start; anything else is KSeF's trouble.
        if (!(error instanceof KsefError) || !['unauthorized', 'refused'].includes(error.failure)) throw error;
      }
    }
    this.#tokens = await this.#authenticate();
    return this.#tokens.access;
  }

  async #authenticate(): Promise<Tokens> {
    const challenge = await this.http<{ challenge: string; timestampMs: number }>({
      method: 'POST',
      path: '/auth/challenge',
    });
    if (typeof challenge?.challenge !== 'string' || typeof challenge.timestampMs !== 'number') {
      throw new KsefError('unavailable', 'KSeF answered the challenge without a challenge or timestamp');
    }
    const { key, publicKeyId } = await this.ministryKey('KsefTokenEncryption');
    const started = await this.http<{ referenceNumber: string; authenticationToken: TokenInfo }>({
      method: 'POST',
      path: '/auth/ksef-token',
      body: {
        challenge: challenge.challenge,
        contextIdentifier: { type: 'Nip', value: this.context.nip },
        encryptedToken: encryptKsefToken(key, this.context.token.reveal(), challenge.timestampMs),
        publicKeyId,
      },
    });
    const operation = started.authenticationToken.token;
    const status = await pollUntil(
      () =>
        this.http<{ status: { code: number; description: string; details?: string[] | null } }>({
          method: 'GET',
          path: `/auth/${encodeURIComponent(started.referenceNumber)}`,
          bearer: operation,
        }),
      (answer) => answer.status.code !== 100,
      this.poll(),
    );
    if (!status || status.status.code === 100) {
      throw new KsefError('unavailable', 'KSeF did not finish the authentication in time');
    }
    if (status.status.code !== 200) {
      const { code, description, details } = status.status;
      const words = [description, ...(details ?? [])].join(': ');
      // 4xx: KSeF refused the token, its context or permissions; 5xx: its own trouble, worth another try.
      throw new KsefError(
        code >= 500 ? 'unavailable' : 'forbidden',
        `KSeF refused the authentication (${code} ${words})`,
        {
          codes: [code],
        },
      );
    }
    const redeemed = await this.http<{ accessToken: TokenInfo; refreshToken: TokenInfo }>({
      method: 'POST',
      path: '/auth/token/redeem',
      bearer: operation,
    });
    return {
      access: redeemed.accessToken.token,
      accessUntil: untilOf(redeemed.accessToken),
      refresh: redeemed.refreshToken.token,
      refreshUntil: untilOf(redeemed.refreshToken),
    };
  }
}
