import type { QRCode } from 'qrcode';

// QR codes drawn as SVG by the app itself (spot signs, the driver's pass): no image to fetch, sharp at any size.

export type QrModules = Pick<QRCode['modules'], 'size' | 'get'>;

/** The dark modules as one path, a rectangle per horizontal run, in module units. */
export function qrPath(modules: QrModules): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}

/**
 * A text's QR code (level M, as on the printed signs: it survives a scuffed or partly covered code); the library
 * is loaded on first use, so it is not in any first chunk.
 */
export async function createQr(text: string): Promise<{ size: number; path: string }> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, path: qrPath(modules) };
}
