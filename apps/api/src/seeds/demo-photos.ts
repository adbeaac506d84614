import sharp from 'sharp';

// Photos for the demo parkings, drawn at seed time so the repository carries no image files: a view of parking
// bays from above with a "P" sign. Shapes only, no text, so no font has to be installed.

export type DemoPhotoKind = 'parking' | 'entry' | 'spot';

function scene(kind: DemoPhotoKind, hue: number, variant: number): string {
  const asphalt = `hsl(${hue}, 8%, ${28 + (variant % 3) * 4}%)`;
  const accent = `hsl(${hue}, 70%, 45%)`;
  const bays = Array.from({ length: 7 }, (_, i) => {
    const x = 60 + i * 160;
    const car =
      (i + variant) % 3 === 0
        ? ''
        : `<rect x="${x + 30}" y="110" width="100" height="190" rx="28" fill="hsl(${(hue + i * 47) % 360}, 45%, 55%)"/>
           <rect x="${x + 42}" y="150" width="76" height="50" rx="10" fill="hsl(${hue}, 20%, 85%)" opacity="0.8"/>`;
    return `<line x1="${x}" y1="80" x2="${x}" y2="330" stroke="#f4f4f4" stroke-width="8"/>${car}`;
  }).join('');
  const sign = `<g transform="translate(${kind === 'entry' ? 520 : 980}, 420)">
      <rect x="0" y="0" width="170" height="170" rx="24" fill="${accent}" stroke="#fff" stroke-width="10"/>
      <path d="M55 140 V35 H95 a35 35 0 0 1 0 70 H55" fill="none" stroke="#fff" stroke-width="22" stroke-linejoin="round"/>
    </g>`;
  const gate =
    kind === 'entry'
      ? `<rect x="120" y="470" width="360" height="24" fill="#f2c200"/><rect x="100" y="440" width="40" height="110" fill="#555"/>`
      : '';
  const highlight =
    kind === 'spot'
      ? `<rect x="220" y="80" width="160" height="250" fill="none" stroke="${accent}" stroke-width="14"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <rect width="1280" height="720" fill="${asphalt}"/>
    <rect y="340" width="1280" height="40" fill="hsl(${hue}, 6%, 22%)"/>
    <line x1="0" y1="530" x2="1280" y2="530" stroke="#f4f4f4" stroke-width="6" stroke-dasharray="60 40"/>
    ${bays}${highlight}${gate}${sign}
  </svg>`;
}

/** A JPEG of the given kind; the image store re-encodes it like any upload. */
export function demoPhoto(kind: DemoPhotoKind, hue: number, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(scene(kind, hue, variant)))
    .jpeg({ quality: 80 })
    .toBuffer();
}
