import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';

// DejaVu Sans (Bitstream Vera licence, apps/api/assets/fonts/DejaVu-LICENSE.txt), embedded in every document:
// PDF's standard fonts have no ą, ć, ę, ł, ń, ó, ś, ź, ż. The files sit in apps/api/assets/fonts; the build
// copies them to dist/assets/fonts, so both src/modules/documents (tests, tsx) and the bundled dist/main.js find
// them by walking up from their own directory.

function findFontsDir(start: string): string {
  for (let dir = start, i = 0; i < 5; dir = dirname(dir), i += 1) {
    const candidate = join(dir, 'assets', 'fonts');
    if (existsSync(join(candidate, 'DejaVuSans.ttf'))) return candidate;
  }
  throw new Error(`DejaVu fonts not found above ${start} (expected assets/fonts/DejaVuSans.ttf)`);
}

export interface DocumentFonts {
  regular: Font;
  bold: Font;
}

/** fontkit's private glyph cache (glyph id → glyph with the characters it was first laid out from). */
type GlyphCache = { _glyphs: Record<number, unknown> };

let fonts: DocumentFonts | undefined;

/**
 * The fonts for one document, read and parsed once per process. pdfkit takes a parsed fontkit font as well as a
 * file: handing it the same parsed font for every document keeps fontkit's parsed tables between documents (each
 * document still embeds its own subset), which made a document about four times cheaper to draw. fontkit also
 * caches glyphs with the characters they were first met as, and pdfkit builds a document's text layer (what
 * copy-paste and search read) from those characters, so the glyph cache is emptied for every document: a glyph
 * first met in another document could otherwise carry that document's characters (seen as "?nline" after "Ó").
 * A document is drawn synchronously from start to end, so two documents never share the cache at once.
 */
export function documentFonts(): DocumentFonts {
  if (!fonts) {
    const dir = findFontsDir(dirname(fileURLToPath(import.meta.url)));
    fonts = {
      regular: create(readFileSync(join(dir, 'DejaVuSans.ttf'))),
      bold: create(readFileSync(join(dir, 'DejaVuSans-Bold.ttf'))),
    };
  }
  for (const font of [fonts.regular, fonts.bold]) (font as unknown as GlyphCache)._glyphs = {};
  return fonts;
}
