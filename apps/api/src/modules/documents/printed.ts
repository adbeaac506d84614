// What a PDF document shows, already in words: the renderer (pdf.ts) only lays it out. Receipts
// (printed-receipt.ts) and invoices of every kind (printed-invoice.ts) are turned into this shape, so one drawing
// routine serves them all and the same data always gives the same bytes.

export interface PrintedLine {
  /** Name cell (may hold several lines: a date, the reservation, "before/after" for a correction). */
  name: string;
  quantity: string;
  unitGross: string;
  net: string;
  rate: string;
  vat: string;
  gross: string;
  /** A heading row across the table ("Przed korektą / Before correction"). */
  heading?: boolean;
}

export interface PrintedDocument {
  titlePl: string;
  titleEn: string;
  number: string;
  /** The PDF's creation date: the document's issue date, so the bytes never depend on the clock. */
  issuedAt: Date;
  /** Right-hand block under the title: issue date, sale date or period, place. */
  dates: [string, string][];
  sellerLines: string[];
  buyerLines: string[];
  lines: PrintedLine[];
  /** The totals row of the table. */
  totals: PrintedLine;
  /** Bold first, right-aligned under the table: total to pay, paid, due. */
  summary: string[];
  /** Label: value pairs after the summary (payment method, order, ...). */
  facts: [string, string][];
  notes: string[];
  /** The footer's company line. */
  footer: string;
  /** Supplied by the KSeF module for an invoice that is for KSeF. */
  ksef?: PrintedKsef;
}

/**
 * An invoice's KSeF marks: once KSeF accepted it, its number and the verification link ("KOD I", null only for an
 * invoice accepted before its environment was kept while sending is off now); before, `number: null` ("not
 * assigned yet"), so nobody takes the PDF for the KSeF invoice.
 */
export type PrintedKsef = { number: string; qrUrl: string | null } | { number: null };
