import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy-paste gives it, page by page, lines joined with "\n" and no-break spaces
 * as plain spaces: what a test checks a document says. Reading goes through pdf.js (Firefox's PDF reader), so a
 * glyph missing from the embedded font or a wrong ToUnicode map shows up as wrong text.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(text);
  }
  await pdf.destroy();
  return pages.join('\n\f\n').replace(/[\u00a0\u202f]/g, ' ');
}

/** The PDF's fonts (from the raw file): every one must be embedded, none a standard font without Polish glyphs. */
export function pdfFontNames(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  return [...raw.matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((match) => match[1] ?? '');
}
