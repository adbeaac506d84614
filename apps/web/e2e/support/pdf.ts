import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A downloaded PDF's text as a reader extracts it (pdf.js), no-break spaces as spaces: what a journey checks. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => (await (await pdf.getPage(i + 1)).getTextContent()).items),
  );
  await pdf.destroy();
  return pages
    .flat()
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/[\u00a0\u202f]/g, ' ');
}
