import type { KsefConfig } from '../../config-ksef';
import { KsefAuth } from './ksef-auth';
import { encryptInvoice, newSessionKey, rsaOaepSha256, type SessionKey } from './ksef-crypto';
import { KsefError, ksefHttp, type KsefHttp, type KsefRequest } from './ksef-http';
import { pollUntil, type PollOptions } from './poll';

// The KSeF API 2.0 calls the queue needs (ksef-api-openapi.json, "Wysyłka interaktywna" and "Status wysyłki i
// UPO"): an online session for FA (3), invoices sent into it encrypted, their statuses, the session closed, and
// each accepted invoice's UPO. No SDK: fetch and node:crypto.

/** The form of every invoice Parkshare sends, exactly as the contract's table and example write it. */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

export interface OnlineSession extends SessionKey {
  referenceNumber: string;
}

/** SessionInvoiceStatusResponse: KSeF's verdict on one invoice of a session. */
export interface InvoiceStatus {
  referenceNumber: string;
  ksefNumber?: string | null;
  status: {
    code: number;
    description: string;
    details?: string[] | null;
    extensions?: Record<string, string | null> | null;
  };
}

/** Still being processed: 100 taken for processing, 150 processing. */
export const isProcessing = (status: InvoiceStatus) => status.status.code === 100 || status.status.code === 150;

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export class KsefClient {
  readonly #http: KsefHttp;
  readonly #auth: KsefAuth;

  /** How long to wait for KSeF's asynchronous answers; the queue sets it for each run. */
  poll: PollOptions;

  constructor(config: KsefConfig, poll: PollOptions) {
    this.poll = poll;
    this.#http = ksefHttp(config.url, config.token);
    this.#auth = new KsefAuth(this.#http, { token: config.token, nip: config.nip }, () => this.poll);
  }

  // A call with the access token; on 401 the token is renewed (refresh, or a new authentication) and the call
  // made once more.
  async #authorized<T>(request: Omit<KsefRequest, 'bearer'>): Promise<T> {
    try {
      return await this.#http<T>({ ...request, bearer: await this.#auth.accessToken() });
    } catch (error) {
      if (!(error instanceof KsefError) || error.failure !== 'unauthorized') throw error;
      this.#auth.invalidateAccess();
      return this.#http<T>({ ...request, bearer: await this.#auth.accessToken() });
    }
  }

  /** Opens an online session with a fresh AES-256 key, sent RSA-OAEP-encrypted under the ministry's key. */
  async openSession(): Promise<OnlineSession> {
    const session = newSessionKey();
    const open = async (refreshKeys: boolean) => {
      const { key, publicKeyId } = await this.#auth.ministryKey('SymmetricKeyEncryption', refreshKeys);
      return this.#authorized<{ referenceNumber: string }>({
        method: 'POST',
        path: '/sessions/online',
        body: {
          formCode: FA3_FORM_CODE,
          encryption: {
            encryptedSymmetricKey: rsaOaepSha256(key, session.key).toString('base64'),
            initializationVector: session.iv.toString('base64'),
            publicKeyId,
          },
        },
      });
    };
    let opened: { referenceNumber: string };
    try {
      opened = await open(false);
    } catch (error) {
      // 21470: the key id is unknown or withdrawn — the ministry changed its keys; take the new list once.
      if (!(error instanceof KsefError) || !error.codes.includes(21470)) throw error;
      opened = await open(true);
    }
    if (typeof opened?.referenceNumber !== 'string') throw new KsefError('unavailable', 'KSeF opened no session');
    return { ...session, referenceNumber: opened.referenceNumber };
  }

  /** Sends one invoice into the session; KSeF's reference number of the invoice. */
  async sendInvoice(session: OnlineSession, xml: string, offlineMode: boolean): Promise<string> {
    const sent = await this.#authorized<{ referenceNumber: string }>({
      method: 'POST',
      path: `/sessions/online/${path(session.referenceNumber)}/invoices`,
      body: encryptInvoice(session, xml, offlineMode),
    });
    if (typeof sent?.referenceNumber !== 'string') {
      throw new KsefError('unavailable', 'KSeF gave the invoice no reference');
    }
    return sent.referenceNumber;
  }

  invoiceStatus(sessionReference: string, invoiceReference: string): Promise<InvoiceStatus> {
    return this.#authorized<InvoiceStatus>({
      method: 'GET',
      path: `/sessions/${path(sessionReference, 'invoices', invoiceReference)}`,
    });
  }

  /** Asks until KSeF has decided or the poll runs out; the last answer. */
  async settledStatus(sessionReference: string, invoiceReference: string): Promise<InvoiceStatus | null> {
    return pollUntil(
      () => this.invoiceStatus(sessionReference, invoiceReference),
      (status) => !isProcessing(status),
      this.poll,
    );
  }

  async closeSession(sessionReference: string): Promise<void> {
    await this.#authorized<undefined>({ method: 'POST', path: `/sessions/online/${path(sessionReference)}/close` });
  }

  /** The UPO (official receipt, XML) of an accepted invoice. */
  invoiceUpo(sessionReference: string, invoiceReference: string): Promise<string> {
    return this.#authorized<string>({
      method: 'GET',
      path: `/sessions/${path(sessionReference, 'invoices', invoiceReference, 'upo')}`,
      as: 'text',
    });
  }

  /** The UPO of an invoice found by its KSeF number (a duplicate's original). */
  upoByKsefNumber(sessionReference: string, ksefNumber: string): Promise<string> {
    return this.#authorized<string>({
      method: 'GET',
      path: `/sessions/${path(sessionReference, 'invoices', 'ksef', ksefNumber, 'upo')}`,
      as: 'text',
    });
  }
}
