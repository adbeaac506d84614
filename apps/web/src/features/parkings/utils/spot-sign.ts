import { paths } from '../../../config/paths';
import { qrPath, type QrModules } from '../../../lib/qr';

// A printable sign per spot (issue 3): the brand, a call to scan, a QR code opening the spot's public page,
// and the parking identifier and spot number in big type for people who type instead of scanning. Built as
// an SVG string in the browser, so it prints sharp at any size and downloads as a small file.

export interface SpotSignTexts {
  brand: string;
  scanToPark: string;
  spotLabel: string;
}

export interface SpotSignInput {
  origin: string;
  identifier: string;
  spotNumber: string;
  texts: SpotSignTexts;
}

type Modules = QrModules;

// Drawn by lib/qr.ts, which the driver's pass shares; exported here too for the sign's tests.
export { qrPath };

// A5 portrait in millimetres; printed on A4 it keeps its proportions.
const WIDTH = 148;
const HEIGHT = 210;
const QR_SIZE = 88;
const TEXT_WIDTH = WIDTH - 20;
const FONT = "'Inter', 'Segoe UI', Arial, Helvetica, sans-serif";

/** The absolute address of the spot's public page, which the QR code opens. */
export function spotPageUrl(origin: string, identifier: string, spotNumber: string): string {
  return `${origin.replace(/\/+$/, '')}${paths.publicSpot.href(identifier, spotNumber)}`;
}

/** The file name of a downloaded sign, e.g. WAR-7K2P-A-01.svg. */
export function spotSignFileName(identifier: string, spotNumber: string): string {
  return `${identifier}-${spotNumber.replace(/\s+/g, '_')}.svg`;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

// Big type, shrunk so that a 20-character number still fits the width (about 0.62 em per character).
const fittingSize = (text: string, max: number) => Math.min(max, TEXT_WIDTH / (0.62 * Math.max(text.length, 1)));

function text(content: string, y: number, size: number, extra = '') {
  return `<text x="${WIDTH / 2}" y="${y}" font-size="${size.toFixed(2)}" text-anchor="middle" ${extra}>${escapeXml(content)}</text>`;
}

/** The sign's SVG for a QR matrix already made (pure; `createSpotSign` makes the matrix). */
export function buildSpotSign(
  { identifier, spotNumber, texts }: Omit<SpotSignInput, 'origin'>,
  modules: Modules,
): string {
  const qrX = (WIDTH - QR_SIZE) / 2;
  // About three modules of white around the code (its quiet zone) keep the texts out of a phone's way.
  const qrY = 40;
  const scale = QR_SIZE / modules.size;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}mm" height="${HEIGHT}mm" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(`${identifier} ${spotNumber}`)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<rect x="4" y="4" width="${WIDTH - 8}" height="${HEIGHT - 8}" rx="6" fill="none" stroke="#1c7ed6" stroke-width="1.5"/>`,
    `<g font-family="${escapeXml(FONT)}" fill="#101113">`,
    text(texts.brand, 20, 12, 'font-weight="800" fill="#1c7ed6"'),
    text(texts.scanToPark, 31, fittingSize(texts.scanToPark, 9), 'font-weight="600"'),
    `<g transform="translate(${qrX} ${qrY}) scale(${scale.toFixed(4)})"><path data-qr="" d="${qrPath(modules)}" fill="#000000" shape-rendering="crispEdges"/></g>`,
    text(identifier, 150, fittingSize(identifier, 16), 'font-weight="700" letter-spacing="0.5"'),
    text(texts.spotLabel, 162, 7, 'fill="#495057"'),
    text(spotNumber, 190, fittingSize(spotNumber, 30), 'font-weight="800"'),
    '</g>',
    '</svg>',
  ].join('\n');
}

/** Builds a spot's sign; the QR library is loaded on first use, so it is not in the screen's first chunk. */
export async function createSpotSign(input: SpotSignInput): Promise<string> {
  const { create } = await import('qrcode');
  // Level M survives a scuffed or partly covered sign and keeps the code coarse enough for a phone at a distance.
  const qr = create(spotPageUrl(input.origin, input.identifier, input.spotNumber), { errorCorrectionLevel: 'M' });
  return buildSpotSign(input, qr.modules);
}

/** Saves an SVG as a file through the browser's download. */
export function downloadSvg(svg: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An <img> source for a sign (data: URL, no network). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
