// `node scripts/app-icons.mjs`: the installed app's icons (decision 091), drawn once from apps/web/public/
// favicon.svg with sharp (a dependency of apps/api) and committed, so the build needs no image tools.
//
// - icon-192.png, icon-512.png: the favicon as it is (rounded square), for launchers that show the icon whole;
// - maskable-192.png, maskable-512.png: the same mark on a full square, for launchers that cut their own shape
//   (the mark stays inside the middle 80 %, the safe zone of a maskable icon);
// - apple-touch-icon.png (180 px): iOS rounds the corners itself and shows transparency as black.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
// The full-bleed variant: the rounded corners (rx) go, the mark is untouched.
const square = favicon.replace(/ rx="\d+"/, '');
if (square === favicon) throw new Error('favicon.svg changed shape: update scripts/app-icons.mjs');

const icons = [
  { file: 'icons/icon-192.png', svg: favicon, size: 192 },
  { file: 'icons/icon-512.png', svg: favicon, size: 512 },
  { file: 'icons/maskable-192.png', svg: square, size: 192 },
  { file: 'icons/maskable-512.png', svg: square, size: 512 },
  { file: 'icons/apple-touch-icon.png', svg: square, size: 180 },
];

mkdirSync(`${publicDir}icons`, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}${file}`);
  console.log(`${file} ${size}×${size}`);
}
