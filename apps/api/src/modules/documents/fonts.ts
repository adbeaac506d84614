import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  regular: Buffer;
  bold: Buffer;
}

let fonts: DocumentFonts | undefined;

/** The font files, read once. */
export function documentFonts(): DocumentFonts {
  if (!fonts) {
    const dir = findFontsDir(dirname(fileURLToPath(import.meta.url)));
    fonts = {
      regular: readFileSync(join(dir, 'DejaVuSans.ttf')),
      bold: readFileSync(join(dir, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}
