import { createHash } from 'node:crypto';
import { keyFor, rsaOaepDecrypt } from './fake-keys';
import {
  badRequest,
  base64Field,
  forbidden,
  invalidInput,
  jwtLike,
  objectBody,
  referenceNumber,
  requiredString,
  unauthorized,
  type FakeReply,
} from './fake-http';
import type { FakeSettings } from './fake-settings';

// The fake KSeF's authentication with a KSeF token (ksef-api-openapi.json, "Uzyskiwanie dostępu"): it decrypts what the
// client encrypted with its public key, checks the token and the challenge's timestamp in it, keeps the operation "in
// progress" for a few polls, then redeems the token pair once and refreshes access tokens while the refresh token
// lives.

export interface KnownToken {
  nip: string;
  permissions: string[];
  revoked: boolean;
}

interface Operation {
  reference: string;
  token: string;
  startDate: string;
  polls: number;
  outcome: { code: number; description: string; details?: string[] };
  context: { nip: string; permissions: string[]; ksefToken: string; authenticationHash: string } | null;
  redeemed: boolean;
}

export interface Grant {
  nip: string;
  permissions: string[];
  until: number;
  ksefToken: string;
  /** SHA-256 of the authentication request's encrypted token, as the UPO names the authentication. */
  authenticationHash: string;
}

const FAILED_TOKEN = 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu';

export class FakeAuth {
  readonly tokens = new Map<string, KnownToken>();
  readonly #challenges = new Map<string, { timestampMs: number; used: boolean }>();
  readonly #operations = new Map<string, Operation>();
  readonly #access = new Map<string, Grant>();
  readonly #refresh = new Map<string, Grant & { operation: string }>();
  /** How many times each step happened, for tests. */
  readonly counts = { authentications: 0, redeemed: 0, refreshed: 0 };

  constructor(private readonly settings: FakeSettings) {}

  challenge(): FakeReply {
    const now = this.settings.clock();
    const challenge = referenceNumber('CR', now);
    this.#challenges.set(challenge, { timestampMs: now.getTime(), used: false });
    return {
      status: 200,
      body: { challenge, timestamp: now.toISOString(), timestampMs: now.getTime(), clientIp: '127.0.0.1' },
    };
  }

  ksefToken(raw: unknown): FakeReply {
    const now = this.settings.clock();
    const body = objectBody(raw);
    const challenge = requiredString(body, 'challenge', { min: 36, max: 36 });
    const context = objectBody(body.contextIdentifier);
    const type = requiredString(context, 'type');
    const value = requiredString(context, 'value');
    if (!['Nip', 'InternalId', 'NipVatUe', 'PeppolId'].includes(type)) {
      throw invalidInput(`Nieznany typ identyfikatora: ${type}.`);
    }
    if (type === 'Nip' && !/^\d{10}$/.test(value)) throw invalidInput('Nieprawidłowy NIP w identyfikatorze kontekstu.');
    if (body.publicKeyId !== undefined && body.publicKeyId !== null) {
      requiredString(body, 'publicKeyId', { min: 44, max: 44 });
    }
    const encrypted = base64Field(body, 'encryptedToken');
    const known = this.#challenges.get(challenge);
    if (!known || known.used || now.getTime() - known.timestampMs > 10 * 60_000) {
      throw badRequest({ code: 21111, description: 'Nieprawidłowe wyzwanie autoryzacyjne.' });
    }
    const key = keyFor('KsefTokenEncryption', body.publicKeyId, now);
    known.used = true;
    this.counts.authentications += 1;
    const reference = referenceNumber('AU', now);
    const operation: Operation = {
      reference,
      token: jwtLike('OperationToken', reference),
      startDate: now.toISOString(),
      polls: 0,
      outcome: { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' },
      context: null,
      redeemed: false,
    };
    let plain = '';
    try {
      plain = rsaOaepDecrypt(key, encrypted).toString('utf8');
    } catch {
      // Left empty: refused below as a wrong token, as KSeF does with a ciphertext it cannot open.
    }
    const split = plain.lastIndexOf('|');
    const token = split > 0 ? plain.slice(0, split) : '';
    const grant = this.tokens.get(token);
    if (!grant) operation.outcome = { code: 450, description: FAILED_TOKEN, details: ['Nieprawidłowy token'] };
    else if (grant.revoked) {
      operation.outcome = { code: 450, description: FAILED_TOKEN, details: ['Token unieważniony'] };
    } else if (plain.slice(split + 1) !== String(known.timestampMs)) {
      operation.outcome = { code: 450, description: FAILED_TOKEN, details: ['Nieprawidłowy czas tokena'] };
    } else if (type !== 'Nip' || value !== grant.nip || grant.permissions.length === 0) {
      operation.outcome = {
        code: 415,
        description: 'Uwierzytelnianie zakończone niepowodzeniem',
        details: ['Brak przypisanych uprawnień'],
      };
    } else {
      const authenticationHash = createHash('sha256').update(encrypted).digest('base64');
      operation.context = { nip: grant.nip, permissions: grant.permissions, ksefToken: token, authenticationHash };
    }
    this.#operations.set(reference, operation);
    const validUntil = new Date(now.getTime() + 60 * 60_000).toISOString();
    return {
      status: 202,
      body: { referenceNumber: reference, authenticationToken: { token: operation.token, validUntil } },
    };
  }

  #operation(reference: string, bearer: string | null): Operation {
    const operation = this.#operations.get(reference);
    if (!operation) {
      throw badRequest({
        code: 21304,
        description: 'Brak uwierzytelnienia.',
        details: [`Operacja uwierzytelniania o numerze referencyjnym ${reference} nie została znaleziona.`],
      });
    }
    if (bearer !== operation.token) throw unauthorized();
    return operation;
  }

  #operationOf(bearer: string | null): Operation {
    const operation = [...this.#operations.values()].find((candidate) => candidate.token === bearer);
    if (!operation) throw unauthorized();
    return operation;
  }

  status(reference: string, bearer: string | null): FakeReply {
    const operation = this.#operation(reference, bearer);
    operation.polls += 1;
    const done = operation.polls > this.settings.authPendingPolls;
    return {
      status: 200,
      body: {
        startDate: operation.startDate,
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status: done ? operation.outcome : { code: 100, description: 'Uwierzytelnianie w toku' },
        isTokenRedeemed: operation.redeemed,
      },
    };
  }

  redeem(bearer: string | null): FakeReply {
    const operation = this.#operationOf(bearer);
    const refused = (detail: string) =>
      badRequest({ code: 21301, description: 'Brak autoryzacji.', details: [detail] });
    if (operation.redeemed) {
      throw refused(`Tokeny dla operacji uwierzytelniania ${operation.reference} zostały już pobrane.`);
    }
    const context = operation.context;
    if (!context || operation.polls <= this.settings.authPendingPolls) {
      throw refused(`Status uwierzytelniania (${operation.outcome.code}) nie pozwala na pobranie tokenów.`);
    }
    operation.redeemed = true;
    this.counts.redeemed += 1;
    const now = this.settings.clock().getTime();
    const access = jwtLike('ContextToken', operation.reference);
    const refresh = jwtLike('RefreshToken', operation.reference);
    const grant = { ...context };
    const accessUntil = now + this.settings.accessTokenTtlMs;
    const refreshUntil = now + this.settings.refreshTokenTtlMs;
    this.#access.set(access, { ...grant, until: accessUntil });
    this.#refresh.set(refresh, { ...grant, until: refreshUntil, operation: operation.reference });
    return {
      status: 200,
      body: {
        accessToken: { token: access, validUntil: new Date(accessUntil).toISOString() },
        refreshToken: { token: refresh, validUntil: new Date(refreshUntil).toISOString() },
      },
    };
  }

  refresh(bearer: string | null): FakeReply {
    const now = this.settings.clock().getTime();
    const grant = bearer ? this.#refresh.get(bearer) : undefined;
    if (!grant || grant.until <= now) throw unauthorized();
    if (this.tokens.get(grant.ksefToken)?.revoked) {
      throw badRequest({ code: 21301, description: 'Brak autoryzacji.', details: ['Token KSeF został unieważniony.'] });
    }
    this.counts.refreshed += 1;
    const access = jwtLike('ContextToken', grant.operation);
    const until = now + this.settings.accessTokenTtlMs;
    this.#access.set(access, {
      nip: grant.nip,
      permissions: grant.permissions,
      ksefToken: grant.ksefToken,
      authenticationHash: grant.authenticationHash,
      until,
    });
    return { status: 200, body: { accessToken: { token: access, validUntil: new Date(until).toISOString() } } };
  }

  /** The context behind an access token, with one of the permissions an operation requires. */
  authorize(bearer: string | null, required: string[]): Grant {
    const grant = bearer ? this.#access.get(bearer) : undefined;
    if (!grant || grant.until <= this.settings.clock().getTime() || this.tokens.get(grant.ksefToken)?.revoked) {
      throw unauthorized();
    }
    if (!grant.permissions.some((permission) => required.includes(permission))) {
      throw forbidden(required, grant.permissions);
    }
    return grant;
  }

  /** Every access token stops working now (as when they expire); refresh tokens still work. */
  expireAccessTokens(): void {
    for (const grant of this.#access.values()) grant.until = 0;
  }

  expireRefreshTokens(): void {
    for (const grant of this.#refresh.values()) grant.until = 0;
  }
}
