import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts';
import { drawQr } from './pdf-qr';
import type { PrintedDocument, PrintedLine } from './printed';

// Draws a document (A4, Polish / English labels) with pdfkit and the embedded DejaVu Sans. The output depends only
// on the PrintedDocument: the PDF's creation date is the document's issue date and pdfkit derives the file ID and
// font subset names from its content, so the same document always gives the same bytes. A long table (a monthly
// invoice of hundreds of purchases) continues on further pages under a repeated header row.

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 44; // where the footer starts
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#bbbbbb';
const KSEF_NUMBER_LABEL = 'Numer KSeF / KSeF number';

interface Column {
  key: keyof Omit<PrintedLine, 'heading'> | 'no';
  label: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'no', label: 'Lp.\nNo.', width: 20, align: 'left' },
  { key: 'name', label: 'Nazwa\nDescription', width: 178, align: 'left' },
  { key: 'quantity', label: 'Ilość\nQty', width: 30, align: 'right' },
  { key: 'unitGross', label: 'Cena brutto\nUnit gross', width: 60, align: 'right' },
  { key: 'net', label: 'Wartość netto\nNet', width: 62, align: 'right' },
  { key: 'rate', label: 'VAT\nrate', width: 28, align: 'right' },
  { key: 'vat', label: 'Kwota VAT\nVAT', width: 56, align: 'right' },
  {
    key: 'gross',
    label: 'Wartość brutto\nGross',
    width: CONTENT - (20 + 178 + 30 + 60 + 62 + 28 + 56),
    align: 'right',
  },
];

type Style = { font: string; size: number; color: string };
const HEAD: Style = { font: 'bold', size: 7.5, color: MUTED };
const BODY: Style = { font: 'regular', size: 8.5, color: INK };
const TOTAL: Style = { font: 'bold', size: 8.5, color: INK };

/** The document as PDF bytes. */
export function renderDocument(data: PrintedDocument): Promise<Buffer> {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Starting with the embedded font keeps pdfkit from loading its Helvetica metrics at all.
    font: fonts.regular as unknown as string,
    lang: 'pl-PL',
    displayTitle: true,
    info: {
      Title: `${data.titlePl} ${data.number}`,
      Author: data.sellerLines[0] ?? '',
      Subject: `${data.titlePl} / ${data.titleEn} ${data.number}`,
      Creator: 'Parkshare',
      Producer: 'Parkshare',
      CreationDate: data.issuedAt,
      ModDate: data.issuedAt,
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

  // Title and number, dates on the right.
  doc.fillColor(INK).font('bold').fontSize(18).text(data.titlePl, left, PAGE.margin, { width: 300 });
  doc.fillColor(MUTED).font('regular').fontSize(10).text(data.titleEn, { width: 300 });
  doc.moveDown(0.4);
  doc.fillColor(INK).font('bold').fontSize(11).text(`Nr / No. ${data.number}`, { width: 300 });
  let y = PAGE.margin + 2;
  for (const [label, value] of data.dates) {
    const options = { width: CONTENT - 300, align: 'right' as const };
    doc
      .fillColor(MUTED)
      .font('regular')
      .fontSize(8)
      .text(label, left + 300, y, options);
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(10)
      .text(value, left + 300, doc.y, options);
    y = doc.y + 4;
  }

  // Seller and buyer.
  y = Math.max(y, doc.y, 130) + 8;
  rule(doc, y);
  const half = (CONTENT - 20) / 2;
  const sellerEnd = party(doc, 'Sprzedawca / Seller', data.sellerLines, left, y + 10, half);
  const buyerEnd = party(doc, 'Nabywca / Buyer', data.buyerLines, left + half + 20, y + 10, half);
  y = Math.max(sellerEnd, buyerEnd) + 14;

  // The lines, page after page.
  const header = (top: number) => {
    const end = row(
      doc,
      COLUMNS.map((c) => c.label),
      top,
      HEAD,
    );
    rule(doc, end);
    return end + 5;
  };
  y = header(y);
  let no = 0;
  for (const line of data.lines) {
    const cells = line.heading
      ? ['', line.name]
      : COLUMNS.map((c) => (c.key === 'no' ? String((no += 1)) : line[c.key]));
    if (y + rowHeight(doc, cells, BODY) > BOTTOM) {
      footer(doc, data.footer);
      doc.addPage();
      y = header(PAGE.margin);
    }
    y = row(doc, cells, y, line.heading ? TOTAL : BODY);
  }
  rule(doc, y);
  const totals = COLUMNS.map((c) => (c.key === 'no' ? '' : data.totals[c.key]));
  y = row(doc, totals, y + 5, TOTAL);

  // Everything under the table, on a new page when it would not fit.
  const tail = 200 + data.notes.length * 24 + (data.ksef ? 110 : 0);
  if (y + tail > BOTTOM) {
    footer(doc, data.footer);
    doc.addPage();
    y = PAGE.margin;
  }
  y += 14;
  data.summary.forEach((text, i) => {
    doc
      .fillColor(INK)
      .font(i === 0 ? 'bold' : 'regular')
      .fontSize(i === 0 ? 12 : 10);
    doc.text(text, left, i === 0 ? y : doc.y, { width: CONTENT, align: 'right' });
  });
  y = doc.y + 16;
  rule(doc, y);
  y += 10;
  for (const [label, value] of data.facts) {
    doc.fillColor(MUTED).font('regular').fontSize(8.5).text(`${label}:`, left, y, { width: 190 });
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(8.5)
      .text(value, left + 195, y, { width: CONTENT - 195 });
    y = doc.y + 3;
  }
  if (data.ksef?.number && data.ksef.qrUrl) {
    const { number, qrUrl } = data.ksef;
    y += 8;
    drawQr(doc, qrUrl, left, y, 96);
    doc
      .fillColor(MUTED)
      .font('regular')
      .fontSize(8)
      .text(KSEF_NUMBER_LABEL, left + 108, y + 8, { width: CONTENT - 108 });
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(10)
      .text(number, left + 108, doc.y, { width: CONTENT - 108 });
    doc.fillColor(MUTED).font('regular').fontSize(8);
    doc.text(
      'KOD I — zeskanuj, aby zweryfikować fakturę w KSeF / scan to verify the invoice in KSeF',
      left + 108,
      doc.y + 4,
      {
        width: CONTENT - 108,
      },
    );
    doc.text(qrUrl, left + 108, doc.y + 2, { width: CONTENT - 108 });
    y = Math.max(doc.y, y + 96) + 6;
  } else if (data.ksef) {
    // Not in KSeF yet (or accepted before its environment was kept, with sending off now: no link to print): the
    // number where it goes, so this PDF is not taken for the KSeF invoice.
    y += 8;
    doc.fillColor(MUTED).font('regular').fontSize(8).text(KSEF_NUMBER_LABEL, left, y, { width: CONTENT });
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(10)
      .text(data.ksef.number ?? 'jeszcze nienadany / not assigned yet', left, doc.y, { width: CONTENT });
    y = doc.y + 6;
  }
  y += 10;
  for (const note of data.notes) {
    doc.fillColor(MUTED).font('regular').fontSize(8).text(note, left, y, { width: CONTENT });
    y = doc.y + 6;
  }
  footer(doc, data.footer);
  doc.end();
  return done;
}

function footer(doc: PDFKit.PDFDocument, companyLine: string): void {
  const y = PAGE.height - PAGE.margin - 30;
  rule(doc, y - 6);
  const options = { width: CONTENT, align: 'center' as const, lineBreak: false };
  doc.fillColor(MUTED).font('regular').fontSize(7.5);
  doc.text(
    'Dokument wystawiony elektronicznie, nie wymaga podpisu. / Issued electronically, valid without a signature.',
    PAGE.margin,
    y,
    options,
  );
  doc.text(companyLine, PAGE.margin, y + 11, options);
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

const cellOptions = (column: Column) => ({ width: column.width - 4, align: column.align });

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], style: Style): number {
  doc.font(style.font).fontSize(style.size);
  return Math.max(...COLUMNS.map((column, i) => doc.heightOfString(cells[i] ?? '', cellOptions(column)))) + 5;
}

/** One table row in the columns; returns the y under its tallest cell. */
function row(doc: PDFKit.PDFDocument, cells: string[], y: number, style: Style): number {
  let x = PAGE.margin;
  let bottom = y;
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  COLUMNS.forEach((column, i) => {
    const text = cells[i] ?? '';
    doc.text(text, x + (column.align === 'right' ? 0 : 2), y, cellOptions(column));
    bottom = Math.max(bottom, y + doc.heightOfString(text, cellOptions(column)));
    x += column.width;
  });
  return bottom + 5;
}
