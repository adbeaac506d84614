import PDFDocument from 'pdfkit';
import type { DocumentData } from './documents.service';
import { documentFonts } from './fonts';
import { buyerLines, formatAmount, formatDay, formatNip, formatVatRate, METHOD_NAMES, PRODUCT_NAMES } from './format';
import { SELLER } from './seller';

// Draws a payment document (A4, Polish / English labels on one page) with pdfkit and the embedded DejaVu Sans.
// The output depends only on the rows: the PDF's creation date is the document's issue date and pdfkit derives
// the file ID and font subset names from its content, so the same payment always gives the same bytes.

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#bbbbbb';

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const COLUMNS: Column[] = [
  { label: 'Lp.\nNo.', width: 24, align: 'left' },
  { label: 'Nazwa\nDescription', width: 138, align: 'left' },
  { label: 'Ilość\nQty', width: 36, align: 'right' },
  { label: 'Cena brutto\nUnit gross', width: 64, align: 'right' },
  { label: 'Wartość netto\nNet', width: 72, align: 'right' },
  { label: 'VAT\nrate', width: 32, align: 'right' },
  { label: 'Kwota VAT\nVAT', width: 60, align: 'right' },
  { label: 'Wartość brutto\nGross', width: CONTENT - (24 + 138 + 36 + 64 + 72 + 32 + 60), align: 'right' },
];

/** The document as PDF bytes. */
export function renderDocument(data: DocumentData): Promise<Buffer> {
  const { info, order, payment, issuedAt, paidAt } = data;
  const fonts = documentFonts();
  const invoice = info.kind === 'vat_invoice';
  const [titlePl, titleEn] = invoice ? ['Faktura VAT', 'VAT invoice'] : ['Potwierdzenie zapłaty', 'Payment receipt'];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Starting with the embedded font keeps pdfkit from loading its Helvetica metrics at all.
    font: fonts.regular as unknown as string,
    lang: 'pl-PL',
    displayTitle: true,
    info: {
      Title: `${titlePl} ${info.number}`,
      Author: SELLER.name,
      Subject: `${titlePl} / ${titleEn} ${info.number}`,
      Creator: 'Parkshare',
      Producer: 'Parkshare',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  // pdfkit takes parsed fontkit fonts too (its types only list files and buffers).
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const currency = order.currency;
  const money = (grosze: number) => formatAmount(grosze, currency);

  // Title and number, dates on the right.
  doc.fillColor(INK).font('bold').fontSize(18).text(titlePl, left, PAGE.margin, { width: 300 });
  doc.fillColor(MUTED).font('regular').fontSize(10).text(titleEn, { width: 300 });
  doc.moveDown(0.4);
  doc.fillColor(INK).font('bold').fontSize(11).text(`Nr / No. ${info.number}`, { width: 300 });
  const datesX = left + 300;
  const dates: [string, string][] = [
    ['Data wystawienia / Issue date', formatDay(issuedAt)],
    [invoice ? 'Data sprzedaży / Date of sale' : 'Data zapłaty / Payment date', formatDay(paidAt)],
    ['Miejsce wystawienia / Place of issue', SELLER.placeOfIssue],
  ];
  let y = PAGE.margin + 2;
  for (const [label, value] of dates) {
    doc
      .fillColor(MUTED)
      .font('regular')
      .fontSize(8)
      .text(label, datesX, y, { width: CONTENT - 300, align: 'right' });
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(10)
      .text(value, datesX, doc.y, { width: CONTENT - 300, align: 'right' });
    y = doc.y + 4;
  }

  // Seller and buyer.
  y = Math.max(y, 130) + 8;
  rule(doc, y);
  const half = (CONTENT - 20) / 2;
  const partyTop = y + 10;
  const sellerLines = [
    SELLER.name,
    SELLER.street,
    `${SELLER.postcode} ${SELLER.city}`,
    SELLER.country,
    `NIP: ${formatNip(SELLER.vatId)}`,
    SELLER.email,
  ];
  const sellerEnd = party(doc, 'Sprzedawca / Seller', sellerLines, left, partyTop, half);
  const buyerEnd = party(doc, 'Nabywca / Buyer', buyerLines(order.buyer), left + half + 20, partyTop, half);
  y = Math.max(sellerEnd, buyerEnd) + 14;

  // The line.
  const cells = [
    '1',
    PRODUCT_NAMES[order.product],
    String(order.quantity),
    money(order.unitGross),
    money(order.netAmount),
    formatVatRate(order.vatRate),
    money(order.vatAmount),
    money(order.grossAmount),
  ];
  y = row(
    doc,
    COLUMNS.map((c) => c.label),
    y,
    { font: 'bold', size: 7.5, color: MUTED },
  );
  rule(doc, y);
  y = row(doc, cells, y + 5, { font: 'regular', size: 8.5, color: INK });
  rule(doc, y);
  const totals = [
    '',
    'Razem / Total',
    '',
    '',
    money(order.netAmount),
    formatVatRate(order.vatRate),
    money(order.vatAmount),
    money(order.grossAmount),
  ];
  y = row(doc, totals, y + 5, { font: 'bold', size: 8.5, color: INK });

  // Payment.
  y += 14;
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(12)
    .text(`Razem do zapłaty / Total: ${money(order.grossAmount)}`, left, y, { width: CONTENT, align: 'right' });
  doc
    .font('regular')
    .fontSize(10)
    .text(`Zapłacono / Paid: ${money(payment.amount)}`, { width: CONTENT, align: 'right' });
  doc.text(`Pozostało do zapłaty / Amount due: ${money(Math.max(0, order.grossAmount - payment.amount))}`, {
    width: CONTENT,
    align: 'right',
  });
  y = doc.y + 16;
  rule(doc, y);
  y += 10;
  const facts: [string, string][] = [
    ['Sposób zapłaty / Payment method', METHOD_NAMES[payment.method]],
    ['Status', 'Zapłacono / Paid'],
    ['Data zapłaty / Payment date', formatDay(paidAt)],
    ['Zamówienie / Order', order.number],
    ['Identyfikator płatności / Payment ID', payment.id],
  ];
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).font('regular').fontSize(8.5).text(`${label}:`, left, y, { width: 190 });
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(8.5)
      .text(value, left + 195, y, { width: CONTENT - 195 });
    y = doc.y + 3;
  }

  // Notes.
  const notes: string[] = [];
  if (order.vatRate === null) {
    notes.push(
      'np. — nie podlega VAT: doładowanie salda jest bonem różnego przeznaczenia (art. 8b ustawy o VAT); VAT nalicza się przy zakupie usługi opłaconej z salda. / ' +
        'Outside the scope of VAT: a balance top-up is a multi-purpose voucher; VAT is charged when the balance pays for a service.',
    );
  }
  if (!invoice) {
    notes.push(
      'Ten dokument potwierdza zapłatę i nie jest fakturą VAT. / This document confirms a payment; it is not a VAT invoice.',
    );
  }
  y += 10;
  for (const note of notes) {
    doc.fillColor(MUTED).font('regular').fontSize(8).text(note, left, y, { width: CONTENT });
    y = doc.y + 6;
  }

  // Footer.
  const footerY = PAGE.height - PAGE.margin - 30;
  rule(doc, footerY - 6);
  doc
    .fillColor(MUTED)
    .font('regular')
    .fontSize(7.5)
    .text(
      'Dokument wystawiony elektronicznie, nie wymaga podpisu. / Issued electronically, valid without a signature.',
      left,
      footerY,
      {
        width: CONTENT,
        align: 'center',
        lineBreak: false,
      },
    );
  doc.text(
    `${SELLER.name} · ${SELLER.street}, ${SELLER.postcode} ${SELLER.city} · NIP ${formatNip(SELLER.vatId)} · ${SELLER.website}`,
    left,
    footerY + 11,
    {
      width: CONTENT,
      align: 'center',
      lineBreak: false,
    },
  );

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .save()
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
    .restore();
}

/** A party's heading and lines; returns where it ends. */
function party(doc: PDFKit.PDFDocument, heading: string, lines: string[], x: number, y: number, width: number): number {
  doc.fillColor(MUTED).font('bold').fontSize(8.5).text(heading, x, y, { width });
  doc.moveDown(0.3);
  lines.forEach((line, i) => {
    doc
      .fillColor(INK)
      .font(i === 0 ? 'bold' : 'regular')
      .fontSize(10)
      .text(line, x, doc.y, { width });
  });
  return doc.y;
}

/** One table row in the columns; returns the y under its tallest cell. */
function row(
  doc: PDFKit.PDFDocument,
  cells: string[],
  y: number,
  style: { font: string; size: number; color: string },
): number {
  let x = PAGE.margin;
  let bottom = y;
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  COLUMNS.forEach((column, i) => {
    const text = cells[i] ?? '';
    const options = { width: column.width - 4, align: column.align };
    doc.text(text, x + (column.align === 'right' ? 0 : 2), y, options);
    bottom = Math.max(bottom, y + doc.heightOfString(text, options));
    x += column.width;
  });
  return bottom + 5;
}
