import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, MAX_IMAGE_MEGAPIXELS } from '@parkshare/shared/images/limits';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import sharp, { type Sharp } from 'sharp';

// What happens to every photo before it is stored: the format is read from the bytes (never from the name or the
// declared type), the picture is turned upright by its EXIF orientation, and then re-encoded from pixels only, so
// no metadata (EXIF, GPS position, camera serial, ICC comments) survives. The long edge is capped for page weight.

export const FULL_LONG_EDGE = 1920;
export const THUMBNAIL_LONG_EDGE = 400;
export const OUTPUT_TYPE = 'image/webp';
const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

export type SourceFormat = 'jpeg' | 'png' | 'webp';

export interface EncodedImage {
  buffer: Buffer;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  mimeType: typeof OUTPUT_TYPE;
  full: EncodedImage;
  thumbnail: EncodedImage;
}

/** A photo refused for what it is; `message` is a catalogue text for the user. */
export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

/** The format by its magic bytes: JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF....WEBP); else null. */
export function sniffFormat(buffer: Buffer): SourceFormat | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const tooLarge = () => new ImageRejectedError(formatMessage('imageTooLarge', { max: MAX_IMAGE_MB }));
const notAnImage = () => new ImageRejectedError(messages.imageType);
const tooManyPixels = () => new ImageRejectedError(formatMessage('imageTooManyPixels', { max: MAX_IMAGE_MEGAPIXELS }));

// sharp refuses a header over limitInputPixels before decoding anything.
const isPixelLimit = (error: unknown): boolean => error instanceof Error && /pixel limit/i.test(error.message);

/** Checks and re-encodes one photo; throws ImageRejectedError with the user's message when it is refused. */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  if (buffer.length > MAX_IMAGE_BYTES) throw tooLarge();
  const format = sniffFormat(buffer);
  // Checked before sharp sees the bytes, so no other decoder (SVG, TIFF, HEIF, ...) is ever reached.
  if (!format) throw notAnImage();
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(buffer, input).metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) throw notAnImage();
    width = metadata.width;
    height = metadata.height;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw isPixelLimit(error) ? tooManyPixels() : notAnImage();
  }
  // The header's size, before any pixel is decoded: a tiny file claiming a giant bitmap stops here.
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    const upright = sharp(buffer, input).autoOrient();
    const [full, thumbnail] = await Promise.all([
      encode(upright.clone(), FULL_LONG_EDGE, 82),
      encode(upright.clone(), THUMBNAIL_LONG_EDGE, 75),
    ]);
    return { mimeType: OUTPUT_TYPE, full, thumbnail };
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    // A valid header over broken pixel data.
    throw notAnImage();
  }
}

async function encode(pipeline: Sharp, longEdge: number, quality: number): Promise<EncodedImage> {
  // No keepMetadata()/withMetadata(): sharp writes pixels only, EXIF, XMP, IPTC and GPS are dropped.
  const { data, info } = await pipeline
    .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height, bytes: info.size };
}
