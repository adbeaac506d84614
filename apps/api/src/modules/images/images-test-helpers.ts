import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { GraphQLResponse, TestApp } from '../../test/app';
import { eq } from 'drizzle-orm';
import { storedFiles as storedFileRows } from '../../db/schema/stored-files';
import { IMAGE_BUCKETS } from './image-stores';

// Shared by the images tests: real pictures made with sharp, and GraphQL multipart requests sent like a browser.

export interface TestFile {
  name: string;
  type: string;
  data: Buffer;
}

export const picture = (
  format: 'jpeg' | 'png' | 'webp',
  width = 64,
  height = 48,
  background = '#cc3333',
): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

export const file = (name: string, data: Buffer, type = 'image/jpeg'): TestFile => ({ name, data, type });

/** A PNG whose header claims `width` × `height` pixels over a few bytes of data: a decompression bomb. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const UPLOAD = `mutation UploadImages($input: UploadImagesInput!) {
  uploadImages(input: $input) { id url thumbnailUrl isPrimary position width height }
}`;

/** POSTs a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec). */
export async function multipart<Data>(
  t: TestApp,
  {
    query,
    variables,
    files,
    token,
    filesPath = 'variables.input.files',
  }: { query: string; variables: Record<string, unknown>; files: TestFile[]; token?: string; filesPath?: string },
): Promise<GraphQLResponse<Data>> {
  const boundary = `----parkshare${randomBytes(8).toString('hex')}`;
  const map = Object.fromEntries(files.map((_, index) => [String(index), [`${filesPath}.${index}`]]));
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts: Buffer[] = [
    Buffer.from(field('operations', JSON.stringify({ query, variables })) + field('map', JSON.stringify(map))),
  ];
  files.forEach((f, index) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${index}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(f.data, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.concat(parts),
  });
  const body = response.json<{ data?: Data; errors?: never }>();
  return { status: response.statusCode, data: body.data, errors: body.errors };
}

/** Uploads one PNG photo of a parking through GraphQL as a browser would; the stored image's id and addresses. */
export async function uploadParkingPhoto(
  t: TestApp,
  parkingId: string,
  token: string,
): Promise<{ id: string; url: string; thumbnailUrl: string }> {
  const result = await multipart<{ uploadImages: { id: string; url: string; thumbnailUrl: string }[] }>(t, {
    query: UPLOAD,
    variables: { input: { subjectType: 'parkings', subjectId: parkingId, files: [null] } },
    files: [file('photo.png', await picture('png'), 'image/png')],
    token,
  });
  const [image] = result.data?.uploadImages ?? [];
  if (!image) throw new Error(JSON.stringify(result.errors));
  return image;
}

/**
 * Every stored photo's key (DATA_DIR/images or the database's bucket; the private store's with 'private'), so a
 * test can see nothing was left behind.
 */
export async function storedFiles(t: TestApp, store: keyof typeof IMAGE_BUCKETS = 'public'): Promise<string[]> {
  const bucket = IMAGE_BUCKETS[store];
  if (t.config.imageStore === 'database') {
    const rows = await t.app.deps.db
      .select({ key: storedFileRows.key })
      .from(storedFileRows)
      .where(eq(storedFileRows.bucket, bucket));
    return rows.map((row) => row.key);
  }
  const root = join(t.config.dataDir, bucket);
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
