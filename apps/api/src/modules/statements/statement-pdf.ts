import PDFDocument from 'pdfkit';
import { documentFonts } from '../documents/fonts';
import type { PrintedStatement, PrintedSums, PrintedTable } from './statement-printed';

// Draws a statement (A4, Polish / English labels) as the documents module draws invoices: pdfkit with the embedded
// DejaVu Sans, the PDF's dates taken from the statement (never the clock), so the same statement always gives the
// same bytes. Tables continue on further pages under their repeated header row; every page has the footer.

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 44;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#bbbbbb';
const WIDTHS = [84, CONTENT - 84 - 3 * 74, 74, 74, 74];
const TITLE_WIDTH = 330;

type Doc = PDFKit.PDFDocument;
type Style = { font: string; size: number; color: string };
const HEAD: Style = { font: 'bold', size: 7.5, color: MUTED };
const BODY: Style = { font: 'regular', size: 8.5, color: INK };
const BOLD: Style = { font: 'bold', size: 8.5, color: INK };

export function renderStatement(data: PrintedStatement): Promise<Buffer> {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: fonts.regular as unknown as string,
    lang: 'pl-PL',
    displayTitle: true,
    info: {
      Title: `${data.title} ${data.number}`,
      Author: data.issuerLines[0] ?? '',
      Subject: `${data.title} / ${data.subtitle} ${data.number}`,
      Creator: 'Parkshare',
      Producer: 'Parkshare',
      CreationDate: data.asOf,
      ModDate: data.asOf,
    },
  });
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = PAGE.margin;
  // Room for `height` more points on this page, or a new page (the footer drawn on the one left).
  const ensure = (y: number, height: number): number => {
    if (y + height <= BOTTOM) return y;
    footer(doc, data.footer);
    doc.addPage();
    return PAGE.margin;
  };

  doc.fillColor(INK).font('bold').fontSize(16).text(data.title, left, PAGE.margin, { width: TITLE_WIDTH });
  doc.fillColor(MUTED).font('regular').fontSize(10).text(data.subtitle, { width: TITLE_WIDTH });
  doc.moveDown(0.4);
  doc.fillColor(INK).font('bold').fontSize(11).text(data.number, { width: TITLE_WIDTH });
  let y = PAGE.margin + 2;
  for (const [label, value] of data.dates) {
    const options = { width: CONTENT - TITLE_WIDTH, align: 'right' as const };
    doc
      .fillColor(MUTED)
      .font('regular')
      .fontSize(8)
      .text(label, left + TITLE_WIDTH, y, options);
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(10)
      .text(value, left + TITLE_WIDTH, doc.y, options);
    y = doc.y + 4;
  }
  y = Math.max(y, doc.y, 120) + 8;
  rule(doc, y);
  const half = (CONTENT - 20) / 2;
  const parkingEnd = party(doc, 'Parking', data.parkingLines, left, y + 10, half);
  const issuerEnd = party(doc, 'Wystawca / Issued by', data.issuerLines, left + half + 20, y + 10, half);
  y = Math.max(parkingEnd, issuerEnd) + 16;

  for (const block of data.blocks) {
    y = (block.kind === 'table' ? drawTable(doc, block, y, ensure) : drawSums(doc, block, y, ensure)) + 14;
  }
  for (const note of data.notes) {
    y = ensure(y, 30);
    doc.fillColor(MUTED).font('regular').fontSize(8).text(note, left, y, { width: CONTENT });
    y = doc.y + 6;
  }
  footer(doc, data.footer);
  doc.end();
  return done;
}

function drawSums(doc: Doc, block: PrintedSums, top: number, ensure: (y: number, h: number) => number): number {
  let y = ensure(top, 30 + block.rows.length * 16);
  doc.fillColor(INK).font('bold').fontSize(11).text(block.heading, PAGE.margin, y, { width: CONTENT });
  y = doc.y + 4;
  for (const [label, value, strong] of block.rows) {
    const style = strong ? BOLD : BODY;
    doc
      .fillColor(style.color)
      .font(style.font)
      .fontSize(style.size + 0.5);
    doc.text(label, PAGE.margin, y, { width: CONTENT - 110 });
    const end = doc.y;
    doc.text(value, PAGE.margin + CONTENT - 110, y, { width: 110, align: 'right' });
    y = Math.max(end, doc.y) + 3;
  }
  return y;
}

function drawTable(doc: Doc, table: PrintedTable, top: number, ensure: (y: number, h: number) => number): number {
  let y = ensure(top, 60);
  doc.fillColor(INK).font('bold').fontSize(11).text(table.heading, PAGE.margin, y, { width: CONTENT });
  y = doc.y + 2;
  if (table.note) {
    doc.fillColor(MUTED).font('regular').fontSize(8).text(table.note, PAGE.margin, y, { width: CONTENT });
    y = doc.y + 2;
  }
  const header = (at: number) => {
    const end = row(doc, table.columns, at + 4, HEAD);
    rule(doc, end);
    return end + 5;
  };
  y = header(y);
  if (table.rows.length === 0) {
    doc
      .fillColor(MUTED)
      .font('regular')
      .fontSize(8.5)
      .text(table.empty, PAGE.margin + 2, y, { width: CONTENT });
    y = doc.y + 5;
  }
  for (const cells of table.rows) {
    const next = ensure(y, rowHeight(doc, cells, BODY));
    if (next !== y) y = header(next);
    y = row(doc, cells, y, BODY);
  }
  if (table.totals) {
    rule(doc, y);
    y = row(doc, table.totals, y + 5, BOLD);
  }
  return y;
}

function footer(doc: Doc, companyLine: string): void {
  const y = PAGE.height - PAGE.margin - 30;
  rule(doc, y - 6);
  const options = { width: CONTENT, align: 'center' as const, lineBreak: false };
  doc.fillColor(MUTED).font('regular').fontSize(7.5);
  doc.text(
    'Zestawienie z księgi rachunkowej Parkshare; nie jest fakturą. / Drawn from Parkshare’s ledger; not an invoice.',
    PAGE.margin,
    y,
    options,
  );
  doc.text(companyLine, PAGE.margin, y + 11, options);
}

function rule(doc: Doc, y: number): void {
  doc
    .save()
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
    .restore();
}

function party(doc: Doc, heading: string, lines: string[], x: number, y: number, width: number): number {
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

const cellOptions = (i: number) => ({
  width: (WIDTHS[i] ?? 0) - 4,
  align: i >= 2 ? ('right' as const) : ('left' as const),
});

function rowHeight(doc: Doc, cells: string[], style: Style): number {
  doc.font(style.font).fontSize(style.size);
  return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, cellOptions(i)))) + 5;
}

/** One row in the five columns; returns the y under its tallest cell. */
function row(doc: Doc, cells: string[], y: number, style: Style): number {
  let x = PAGE.margin;
  let bottom = y;
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  cells.forEach((cell, i) => {
    doc.text(cell, x + (i >= 2 ? 0 : 2), y, cellOptions(i));
    bottom = Math.max(bottom, y + doc.heightOfString(cell, cellOptions(i)));
    x += WIDTHS[i] ?? 0;
  });
  return bottom + 5;
}
