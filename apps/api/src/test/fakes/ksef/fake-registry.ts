import { randomBytes } from 'node:crypto';
import { formatKsefNumber } from '@parkshare/shared/ksef/ksef-number';
import type { InvoiceFacts, Verdict } from './fake-invoice-checks';
import type { UpoDocument } from './fake-upo';

// What the fake KSeF holds once invoices pass its checks: KSeF numbers (the seller's NIP, the day, a random
// technical part and its CRC-8) and the UPO of each, and the rule that a seller's invoice of a kind and number is
// accepted once (440 "Duplikat faktury" afterwards, naming the original's session and KSeF number).

export interface ReceivedInvoice {
  sessionReference: string;
  referenceNumber: string;
  ordinalNumber: number;
  invoicingDate: Date;
  offlineMode: boolean;
  /** The decrypted XML, when it decrypted. */
  xml: string | null;
  verdict: Verdict;
  facts: InvoiceFacts | null;
  ksefNumber: string | null;
  upo: UpoDocument | null;
  /** Status questions asked so far; the verdict shows after FakeSettings.invoicePendingPolls of them. */
  polls: number;
  /** KSeF is done with it: asked about often enough, or found since as the original of a duplicate. */
  processed: boolean;
}

export class FakeRegistry {
  /** Accepted invoices by seller NIP, kind and number. */
  readonly #accepted = new Map<string, ReceivedInvoice>();

  /** Gives the invoice a KSeF number and a UPO, or refuses it as a duplicate of one accepted before. */
  accept(
    invoice: ReceivedInvoice,
    facts: InvoiceFacts,
    context: { reference: string; nip: string; authenticationHash: string; acceptedDay: string },
  ): void {
    const { acceptedDay } = context;
    const duplicateKey = `${facts.sellerNip}|${facts.kind}|${facts.number}`;
    const original = this.#accepted.get(duplicateKey);
    if (original?.ksefNumber) {
      original.processed = true;
      invoice.verdict = {
        code: 440,
        description: 'Duplikat faktury',
        details: [
          `Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.sessionReference}`,
        ],
        extensions: {
          originalSessionReferenceNumber: original.sessionReference,
          originalKsefNumber: original.ksefNumber,
        },
      };
      return;
    }
    invoice.ksefNumber = formatKsefNumber(facts.sellerNip, acceptedDay, randomBytes(6).toString('hex'));
    invoice.upo = {
      sessionReference: context.reference,
      contextNip: context.nip,
      authenticationHash: context.authenticationHash,
      sellerNip: facts.sellerNip,
      ksefNumber: invoice.ksefNumber,
      invoiceNumber: facts.number,
      issueDate: facts.issueDate,
      sentAt: invoice.invoicingDate,
      numberedAt: invoice.invoicingDate,
      invoiceHash: facts.plainHash,
      mode: invoice.offlineMode || facts.issueDate < acceptedDay ? 'Offline' : 'Online',
    };
    this.#accepted.set(duplicateKey, invoice);
  }
}
