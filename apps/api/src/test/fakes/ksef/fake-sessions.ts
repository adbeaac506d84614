import { createHash } from 'node:crypto';
import { warsawDateKey } from '@parkshare/shared/ksef/deadline';
import type { FakeAuth, Grant } from './fake-auth';
import { keyFor, rsaOaepDecrypt } from './fake-keys';
import {
  badRequest,
  base64Field,
  invalidInput,
  objectBody,
  referenceNumber,
  requiredString,
  type FakeReply,
} from './fake-http';
import { checkInvoice, type Verdict } from './fake-invoice-checks';
import type { FakeSettings } from './fake-settings';
import { FakeRegistry, type ReceivedInvoice } from './fake-registry';
import { upoXml } from './fake-upo';

// Online sessions of the fake KSeF (ksef-api-openapi.json, "Wysyłka interaktywna", "Status wysyłki i UPO"): the
// session key decrypted with the fake's private key, each invoice decrypted and checked (fake-invoice-checks.ts)
// when it arrives, its verdict shown after a few "processing" polls, a KSeF number and a UPO for the accepted.

const WRITE = ['InvoiceWrite', 'PefInvoiceWrite', 'EnforcementOperations'];
const READ = ['InvoiceWrite', 'Introspection', 'PefInvoiceWrite', 'EnforcementOperations'];
const MAX_INVOICE_BYTES = 1_048_576;

interface Session {
  reference: string;
  nip: string;
  key: Buffer | null;
  iv: Buffer;
  status: 'open' | 'closed';
  created: Date;
  invoices: ReceivedInvoice[];
}

const noSession = (reference: string) =>
  badRequest({
    code: 21173,
    description: 'Brak sesji o wskazanym numerze referencyjnym.',
    details: [`Sesja o numerze referencyjnym ${reference} nie została odnaleziona.`],
  });

export class FakeSessions {
  readonly sessions = new Map<string, Session>();
  readonly #registry = new FakeRegistry();

  constructor(
    private readonly auth: FakeAuth,
    private readonly settings: FakeSettings,
  ) {}

  /** Every invoice any session received, in order. */
  get invoices(): ReceivedInvoice[] {
    return [...this.sessions.values()].flatMap((session) => session.invoices);
  }

  #session(reference: string, grant: Grant): Session {
    const session = this.sessions.get(reference);
    if (!session || session.nip !== grant.nip) throw noSession(reference);
    return session;
  }

  open(bearer: string | null, raw: unknown): FakeReply {
    const grant = this.auth.authorize(bearer, WRITE);
    const body = objectBody(raw);
    const form = objectBody(body.formCode);
    const code = `${String(form.systemCode)}|${String(form.schemaVersion)}|${String(form.value)}`;
    if (code !== 'FA (3)|1-0E|FA') throw invalidInput('Wskazany kod formularza nie jest wspierany.');
    const encryption = objectBody(body.encryption);
    const iv = base64Field(encryption, 'initializationVector');
    if (iv.length !== 16) throw invalidInput('Wektor inicjujący musi mieć 16 bajtów.');
    const encryptedKey = base64Field(encryption, 'encryptedSymmetricKey');
    if (encryption.publicKeyId !== undefined && encryption.publicKeyId !== null) {
      requiredString(encryption, 'publicKeyId', { min: 44, max: 44 });
    }
    const now = this.settings.clock();
    const rsaKey = keyFor('SymmetricKeyEncryption', encryption.publicKeyId, now);
    let key: Buffer | null = null;
    try {
      key = rsaOaepDecrypt(rsaKey, encryptedKey);
    } catch {
      // The session opens, but is in status 415 and takes no invoice, as KSeF does.
    }
    const reference = referenceNumber('SO', now);
    this.sessions.set(reference, {
      reference,
      nip: grant.nip,
      key: key?.length === 32 ? key : null,
      iv,
      status: 'open',
      created: now,
      invoices: [],
    });
    const validUntil = new Date(now.getTime() + 12 * 3_600_000).toISOString();
    return { status: 201, body: { referenceNumber: reference, validUntil } };
  }

  send(bearer: string | null, reference: string, raw: unknown): FakeReply {
    const grant = this.auth.authorize(bearer, WRITE);
    const body = objectBody(raw);
    const invoiceHash = requiredString(body, 'invoiceHash', { min: 44, max: 44 });
    base64Field(body, 'invoiceHash', 44);
    const encryptedHash = base64Field(body, 'encryptedInvoiceHash', 44).toString('base64');
    const sizes = [body.invoiceSize, body.encryptedInvoiceSize];
    if (!sizes.every((size) => Number.isSafeInteger(size) && (size as number) >= 1)) {
      throw invalidInput("Pola 'invoiceSize' i 'encryptedInvoiceSize' muszą być liczbami całkowitymi dodatnimi.");
    }
    const [invoiceSize, encryptedSize] = sizes as [number, number];
    const encrypted = base64Field(body, 'encryptedInvoiceContent');
    if (body.offlineMode !== undefined && typeof body.offlineMode !== 'boolean') {
      throw invalidInput("Pole 'offlineMode' musi być wartością logiczną.");
    }
    if (invoiceSize > MAX_INVOICE_BYTES) throw invalidInput('Rozmiar faktury przekracza dozwolony limit 1 MB.');
    const session = this.#session(reference, grant);
    if (session.status !== 'open' || !session.key) {
      throw badRequest({
        code: 21180,
        description: 'Status sesji nie pozwala na wykonanie operacji.',
        details: [`Status sesji ${session.key ? 170 : 415} uniemożliwia wysyłkę faktur.`],
      });
    }
    if (session.invoices.length >= this.settings.maxInvoicesPerSession) {
      throw badRequest({
        code: 21155,
        description: 'Przekroczono dozwoloną liczbę faktur w sesji.',
        details: [
          `Sesja o numerze referencyjnym ${reference} osiągnęła dozwolony limit liczby faktur ${this.settings.maxInvoicesPerSession}.`,
        ],
      });
    }
    if (encrypted.length !== encryptedSize) {
      throw badRequest({
        code: 21402,
        description: 'Nieprawidłowy rozmiar pliku.',
        details: ['Długość treści nie zgadza się z rozmiarem pliku.'],
      });
    }
    if (createHash('sha256').update(encrypted).digest('base64') !== encryptedHash) {
      throw badRequest({
        code: 21403,
        description: 'Nieprawidłowy skrót pliku.',
        details: ['Skrót treści nie zgadza się ze skrótem pliku.'],
      });
    }
    const now = this.settings.clock();
    const acceptedDay = warsawDateKey(now);
    const checked = checkInvoice({
      encrypted,
      key: session.key,
      iv: session.iv,
      declaredHash: invoiceHash,
      declaredSize: invoiceSize,
      contextNip: session.nip,
      acceptedDay,
    });
    const invoice: ReceivedInvoice = {
      sessionReference: reference,
      referenceNumber: referenceNumber('EE', now),
      ordinalNumber: session.invoices.length + 1,
      invoicingDate: now,
      offlineMode: body.offlineMode === true,
      xml: checked.xml,
      verdict: checked.verdict ?? { code: 200, description: 'Sukces' },
      facts: checked.facts,
      ksefNumber: null,
      upo: null,
      polls: 0,
      processed: false,
    };
    if (checked.facts) {
      this.#registry.accept(invoice, checked.facts, {
        reference,
        nip: session.nip,
        authenticationHash: grant.authenticationHash,
        acceptedDay,
      });
    }
    session.invoices.push(invoice);
    return { status: 202, body: { referenceNumber: invoice.referenceNumber } };
  }

  close(bearer: string | null, reference: string): FakeReply {
    const session = this.#session(reference, this.auth.authorize(bearer, WRITE));
    if (session.status !== 'open') {
      throw badRequest({
        code: 21180,
        description: 'Status sesji nie pozwala na wykonanie operacji.',
        details: ['Status sesji 170 uniemożliwia jej zamknięcie.'],
      });
    }
    session.status = 'closed';
    return { status: 204 };
  }

  #invoice(bearer: string | null, reference: string, invoiceReference: string): ReceivedInvoice {
    const session = this.#session(reference, this.auth.authorize(bearer, READ));
    const invoice = session.invoices.find((candidate) => candidate.referenceNumber === invoiceReference);
    if (!invoice) throw invalidInput(`Faktura o numerze referencyjnym ${invoiceReference} nie została znaleziona.`);
    return invoice;
  }

  invoiceStatus(bearer: string | null, reference: string, invoiceReference: string): FakeReply {
    const invoice = this.#invoice(bearer, reference, invoiceReference);
    invoice.polls += 1;
    if (invoice.polls > this.settings.invoicePendingPolls) invoice.processed = true;
    const done = invoice.processed;
    return {
      status: 200,
      body: {
        ordinalNumber: invoice.ordinalNumber,
        referenceNumber: invoice.referenceNumber,
        invoiceHash: invoice.facts?.plainHash ?? null,
        invoicingDate: invoice.invoicingDate.toISOString(),
        ...(invoice.facts ? { invoiceNumber: invoice.facts.number } : {}),
        ...(done && invoice.ksefNumber
          ? {
              ksefNumber: invoice.ksefNumber,
              acquisitionDate: invoice.invoicingDate.toISOString(),
              invoicingMode: invoice.upo?.mode,
            }
          : {}),
        status: done ? invoice.verdict : { code: 150, description: 'Trwa przetwarzanie' },
      },
    };
  }

  invoiceUpo(bearer: string | null, reference: string, invoiceReference: string): FakeReply {
    return this.#upoReply(this.#invoice(bearer, reference, invoiceReference));
  }

  upoByKsefNumber(bearer: string | null, reference: string, ksefNumber: string): FakeReply {
    const session = this.#session(reference, this.auth.authorize(bearer, READ));
    const invoice = session.invoices.find((candidate) => candidate.ksefNumber === ksefNumber);
    if (!invoice) throw invalidInput(`Faktura o numerze KSeF ${ksefNumber} nie została znaleziona w sesji.`);
    return this.#upoReply(invoice);
  }

  #upoReply(invoice: ReceivedInvoice): FakeReply {
    if (!invoice.upo || !invoice.processed) {
      throw badRequest({ code: 21178, description: 'Nie znaleziono UPO dla podanych kryteriów.' });
    }
    const text = upoXml([invoice.upo]);
    const hash = createHash('sha256').update(text).digest('base64');
    return { status: 200, text, contentType: 'application/xml', headers: { 'x-ms-meta-hash': hash } };
  }

  sessionStatus(bearer: string | null, reference: string): FakeReply {
    const session = this.#session(reference, this.auth.authorize(bearer, READ));
    const ok = session.invoices.filter((invoice) => invoice.verdict.code === 200).length;
    const count = session.invoices.length;
    let status: Verdict = { code: 100, description: 'Sesja interaktywna otwarta' };
    if (!session.key) status = { code: 415, description: 'Błąd odszyfrowania dostarczonego klucza' };
    else if (session.status === 'closed' && count === 0) {
      status = { code: 440, description: 'Sesja anulowana', details: ['Nie przesłano faktur'] };
    } else if (session.status === 'closed') {
      status =
        ok > 0
          ? { code: 200, description: 'Sesja interaktywna przetworzona pomyślnie' }
          : { code: 445, description: 'Błąd weryfikacji, brak poprawnych faktur' };
    }
    return {
      status: 200,
      body: {
        status,
        dateCreated: session.created.toISOString(),
        dateUpdated: this.settings.clock().toISOString(),
        invoiceCount: count,
        successfulInvoiceCount: ok,
        failedInvoiceCount: count - ok,
      },
    };
  }
}
