import { createDecipheriv, createHash } from 'node:crypto';
import { XmlDocument } from 'libxml2-wasm';
import { validateFa3 } from '../../../lib/fa3-schema';

// What KSeF checks in an invoice once it has it (ksef-docs, "Weryfikacja faktury"; the invoice status table of
// SessionInvoiceStatusResponse): the ciphertext opens with the session's key (else 435), the plain text has the
// hash and size the client declared (else 430), it is UTF-8 and valid against the FA(3) schema (else 450 with the
// validator's messages), it carries no attachment (415: only batch sessions take them), the seller is the
// authenticated context (410), P_1 is not after the day KSeF takes it (450), and no invoice of the same seller,
// kind and number was accepted before (440, naming the original).

export interface Verdict {
  code: number;
  description: string;
  details?: string[];
  extensions?: Record<string, string>;
}

export interface InvoiceFacts {
  sellerNip: string;
  number: string;
  kind: string;
  issueDate: string;
  plainHash: string;
}

/** A refusal, or the facts of an invoice that passed; `xml` is the decrypted text once it decoded as UTF-8. */
export type Checked = ({ verdict: Verdict; facts: null } | { verdict: null; facts: InvoiceFacts }) & {
  xml: string | null;
};

const NS = { fa: 'http://crd.gov.pl/wzor/2025/06/25/13775/' };
const refusal = (xml: string | null, code: number, description: string, ...details: string[]): Checked => ({
  verdict: { code, description, ...(details.length > 0 ? { details } : {}) },
  facts: null,
  xml,
});
const SEMANTICS = 'Błąd weryfikacji semantyki dokumentu faktury';

export function checkInvoice(input: {
  encrypted: Buffer;
  key: Buffer;
  iv: Buffer;
  declaredHash: string;
  declaredSize: number;
  contextNip: string;
  /** The Warsaw day KSeF takes the invoice, "YYYY-MM-DD". */
  acceptedDay: string;
}): Checked {
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-cbc', input.key, input.iv);
    plain = Buffer.concat([decipher.update(input.encrypted), decipher.final()]);
  } catch {
    return refusal(null, 435, 'Błąd odszyfrowania pliku');
  }
  const plainHash = createHash('sha256').update(plain).digest('base64');
  if (plain.length !== input.declaredSize) {
    return refusal(null, 430, 'Błąd weryfikacji pliku faktury', 'Długość treści nie zgadza się z rozmiarem pliku.');
  }
  if (plainHash !== input.declaredHash) {
    return refusal(null, 430, 'Błąd weryfikacji pliku faktury', 'Skrót treści nie zgadza się ze skrótem pliku.');
  }
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return refusal(null, 450, SEMANTICS, 'Treść faktury nie jest poprawnie zakodowana w UTF-8.');
  }
  const schema = validateFa3(xml);
  if (!schema.valid) {
    const wellFormed = (() => {
      try {
        XmlDocument.fromString(xml).dispose();
        return true;
      } catch {
        return false;
      }
    })();
    return wellFormed
      ? refusal(xml, 450, SEMANTICS, ...schema.errors)
      : refusal(xml, 450, SEMANTICS, 'Nieprawidłowy XML');
  }
  const doc = XmlDocument.fromString(xml);
  try {
    const text = (path: string) => doc.get(path, NS)?.content.trim() ?? '';
    const facts: InvoiceFacts = {
      sellerNip: text('/fa:Faktura/fa:Podmiot1/fa:DaneIdentyfikacyjne/fa:NIP'),
      number: text('/fa:Faktura/fa:Fa/fa:P_2'),
      kind: text('/fa:Faktura/fa:Fa/fa:RodzajFaktury'),
      issueDate: text('/fa:Faktura/fa:Fa/fa:P_1'),
      plainHash,
    };
    if (doc.get('/fa:Faktura/fa:Zalacznik', NS)) {
      return refusal(xml, 415, 'Brak możliwości wysyłania faktury z załącznikiem');
    }
    if (facts.sellerNip !== input.contextNip) {
      return refusal(
        xml,
        410,
        'Nieprawidłowy zakres uprawnień',
        `Brak uprawnień do wystawienia faktury w imieniu podmiotu ${facts.sellerNip}.`,
      );
    }
    if (facts.issueDate > input.acceptedDay) {
      return refusal(
        xml,
        450,
        SEMANTICS,
        'Data wystawienia faktury (P_1) nie może być późniejsza niż data przyjęcia dokumentu do systemu KSeF.',
      );
    }
    return { verdict: null, facts, xml };
  } finally {
    doc.dispose();
  }
}
