import { MAX_IMAGE_BYTES } from '@parkshare/shared/images/limits';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/parkings';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createOrganizationFixture, createParkingFixture, type ParkingFixture } from '../../test/owner-factories';
import { file, multipart, picture, pngBomb, storedFiles, UPLOAD, type TestFile } from './images-test-helpers';
import { UPLOAD_LIMIT } from '../parkings/parking-images.graphql';

interface ImageView {
  id: string;
  url: string;
  thumbnailUrl: string;
  isPrimary: boolean;
  position: number;
  width: number;
  height: number;
}

const FIELDS = 'id url thumbnailUrl isPrimary position width height';
const LIST = `query($subjectType: ImageSubjectType!, $subjectId: ID!) { images(subjectType: $subjectType, subjectId: $subjectId) { ${FIELDS} } }`;
const SET_PRIMARY = `mutation($id: ID!) { setPrimaryImage(id: $id) { ${FIELDS} } }`;
const REORDER = `mutation($input: ReorderImagesInput!) { reorderImages(input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteImage(id: $id) }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Owner {
  token: string;
  fixture: ParkingFixture;
  subject: { subjectType: 'parkings'; subjectId: string };
}

async function owner(): Promise<Owner> {
  const user = await createUser(t.app);
  const fixture = await createParkingFixture(t.app, { ownerId: user.id });
  return {
    token: await tokenFor(t.app, user),
    fixture,
    subject: { subjectType: 'parkings', subjectId: fixture.parking.id },
  };
}

const upload = (token: string, subject: Record<string, string>, files: TestFile[]) =>
  multipart<{ uploadImages: ImageView[] }>(t, {
    query: UPLOAD,
    variables: { input: { ...subject, files: files.map(() => null) } },
    files,
    token,
  });

async function uploaded(token: string, subject: Record<string, string>, files: TestFile[]): Promise<ImageView[]> {
  const result = await upload(token, subject, files);
  if (!result.data?.uploadImages) throw new Error(JSON.stringify(result.errors));
  return result.data.uploadImages;
}

const list = async (token: string, subject: Record<string, string>) =>
  (await t.gql<{ images: ImageView[] }>(LIST, subject, { token })).data?.images ?? [];

const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });

async function twoJpegs(): Promise<TestFile[]> {
  return [file('a.jpg', await picture('jpeg')), file('b.jpg', await picture('jpeg', 30, 60, '#3333cc'))];
}

describe('uploadImages', () => {
  it('stores JPEG, PNG and WebP re-encoded as WebP, the first as primary, served at relative URLs', async () => {
    const { token, subject } = await owner();
    const result = await uploaded(token, subject, [
      file('one.jpg', await picture('jpeg', 64, 48)),
      file('two.png', await picture('png', 50, 50), 'image/png'),
      file('three.webp', await picture('webp', 40, 80), 'image/webp'),
    ]);
    expect(result.map((image) => [image.isPrimary, image.position, image.width, image.height])).toEqual([
      [true, 0, 64, 48],
      [false, 1, 50, 50],
      [false, 2, 40, 80],
    ]);
    for (const image of result) {
      expect(image.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.webp$/);
      expect(image.thumbnailUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}-thumb\.webp$/);
      const served = await fetchImage(image.url);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    expect(await list(token, subject)).toEqual(result);
    expect((await storedFiles(t)).length).toBeGreaterThanOrEqual(6);
    // A second upload continues the order and leaves the primary where it is.
    const more = await uploaded(token, subject, [file('four.jpg', await picture('jpeg'))]);
    expect(more).toMatchObject([{ isPrimary: false, position: 3 }]);
  });

  it('caps the long edge at 1920 px and makes a 400 px thumbnail', async () => {
    const { token, subject } = await owner();
    const [image] = await uploaded(token, subject, [file('big.jpg', await picture('jpeg', 3000, 2000))]);
    expect(image).toMatchObject({ width: 1920, height: 1280 });
    const thumbnail = await sharp((await fetchImage(image?.thumbnailUrl ?? '')).rawPayload).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([400, 267]);
  });

  it('turns the photo upright by its EXIF orientation and drops all metadata, GPS included', async () => {
    const { token, subject } = await owner();
    const withGps = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#336699' } })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'TestCam', Copyright: 'Jan' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 4699/100' },
      })
      .jpeg()
      .toBuffer();
    const input = await sharp(withGps).metadata();
    // The GPS IFD pointer (tag 0x8825) is in the source.
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const [image] = await uploaded(token, subject, [file('IMG_0001.jpg', withGps)]);
    expect(image).toMatchObject({ width: 40, height: 80 });
    for (const url of [image?.url, image?.thumbnailUrl]) {
      const stored = await sharp((await fetchImage(url ?? '')).rawPayload).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    }
  });

  it('decides by the content: a PNG declared as image/jpeg named .jpg is accepted', async () => {
    const { token, subject } = await owner();
    const [image] = await uploaded(token, subject, [file('photo.jpg', await picture('png'), 'image/jpeg')]);
    expect(image).toMatchObject({ isPrimary: true, width: 64, height: 48 });
  });

  it('refuses a text file renamed .jpg, naming it, and stores nothing of the request', async () => {
    const { token, subject } = await owner();
    const before = (await storedFiles(t)).length;
    const result = await upload(token, subject, [
      file('good.jpg', await picture('jpeg')),
      file('notes.jpg', Buffer.from('Just some text, not a picture at all.\n'.repeat(20))),
    ]);
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(fieldErrors(result)).toEqual({ 'files.1': [messages.imageType] });
    expect(result.errors?.[0]?.message).toContain('notes.jpg');
    expect(await list(token, subject)).toEqual([]);
    expect((await storedFiles(t)).length).toBe(before);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'image/gif'],
    [
      'a JPEG header over garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
      'image/jpeg',
    ],
    ['an empty file', Buffer.alloc(0), 'image/png'],
  ])('refuses %s', async (_case, data, type) => {
    const { token, subject } = await owner();
    const result = await upload(token, subject, [file('x.png', data, type)]);
    expect(fieldErrors(result)).toEqual({ 'files.0': [messages.imageType] });
    expect(await list(token, subject)).toEqual([]);
  });

  it('refuses a file over 10 MB with the limit in MB', async () => {
    const { token, subject } = await owner();
    const small = await picture('jpeg');
    const big = Buffer.concat([small, Buffer.alloc(MAX_IMAGE_BYTES + 1 - small.length)]);
    const before = (await storedFiles(t)).length;
    const result = await upload(token, subject, [file('ok.jpg', small), file('huge.jpg', big)]);
    expect(fieldErrors(result)).toEqual({ 'files.1': ['The image is too large. The maximum size is 10 MB.'] });
    expect(formatMessage('imageTooLarge', { max: 10 })).toBe('The image is too large. The maximum size is 10 MB.');
    expect(await list(token, subject)).toEqual([]);
    expect((await storedFiles(t)).length).toBe(before);
  });

  it('refuses a decompression bomb by its pixel count before decoding it', async () => {
    const { token, subject } = await owner();
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100_000);
    const result = await upload(token, subject, [file('bomb.png', bomb, 'image/png')]);
    expect(fieldErrors(result)).toEqual({ 'files.0': [formatMessage('imageTooManyPixels', { max: 100 })] });
  });

  it('refuses 11 files at once, and no files at all', async () => {
    const { token, subject } = await owner();
    const jpeg = await picture('jpeg', 8, 8);
    const eleven = Array.from({ length: 11 }, (_, i) => file(`p${i}.jpg`, jpeg));
    expect(fieldErrors(await upload(token, subject, eleven))).toEqual({
      files: [formatMessage('imagesPerUpload', { count: 10 })],
    });
    expect(fieldErrors(await upload(token, subject, []))).toEqual({ files: [messages.required] });
    expect(await list(token, subject)).toEqual([]);
  });

  it('limits uploads per user and refuses the one over the limit without storing it', async () => {
    const { token, subject, fixture } = await owner();
    for (let i = 0; i < UPLOAD_LIMIT.limit; i += 1) {
      await t.app.deps.limiter.hit(`uploads:${fixture.parking.ownerId}`, UPLOAD_LIMIT);
    }
    const result = await upload(token, subject, [file('a.jpg', await picture('jpeg', 8, 8))]);
    expect(errorCode(result)).toBe('TOO_MANY_REQUESTS');
    expect(await list(token, subject)).toEqual([]);
    // Another user is not held back by it.
    const other = await owner();
    expect(await uploaded(other.token, other.subject, [file('b.jpg', await picture('jpeg', 8, 8))])).toHaveLength(1);
  });

  it('keeps at most 30 photos per subject', async () => {
    const { token, subject, fixture } = await owner();
    await t.app.deps.db.insert(images).values(
      Array.from({ length: 29 }, (_, i) => ({
        parkingId: fixture.parking.id,
        subjectType: 'parkings' as const,
        subjectId: fixture.parking.id,
        isPrimary: i === 0,
        position: i,
        fileKey: `${crypto.randomUUID()}.webp`,
        thumbnailKey: `${crypto.randomUUID()}-thumb.webp`,
        mimeType: 'image/webp',
        width: 1,
        height: 1,
        bytes: 1,
      })),
    );
    const result = await upload(token, subject, await twoJpegs());
    expect(fieldErrors(result)).toEqual({ files: [formatMessage('imagesPerSubject', { count: 30 })] });
    expect(await uploaded(token, subject, [file('last.jpg', await picture('jpeg'))])).toHaveLength(1);
  });

  it('takes photos of an address and of a spot, each subject with its own primary, listed on the parking types', async () => {
    const { token, fixture } = await owner();
    const address = { subjectType: 'addresses', subjectId: fixture.address.id };
    const spot = { subjectType: 'spots', subjectId: fixture.spot.id };
    const [onAddress] = await uploaded(token, address, [file('gate.jpg', await picture('jpeg'))]);
    const [onSpot] = await uploaded(token, spot, [file('spot.jpg', await picture('jpeg'))]);
    expect(onAddress?.isPrimary).toBe(true);
    expect(onSpot?.isPrimary).toBe(true);
    expect(await list(token, address)).toEqual([onAddress]);
    expect(await list(token, spot)).toEqual([onSpot]);
    expect(await list(token, { subjectType: 'parkings', subjectId: fixture.parking.id })).toEqual([]);
  });

  it('answers NOT_FOUND for a subject that does not exist or an id that is not one', async () => {
    const { token } = await owner();
    const jpeg = [file('a.jpg', await picture('jpeg'))];
    expect(errorCode(await upload(token, { subjectType: 'spots', subjectId: crypto.randomUUID() }, jpeg))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await upload(token, { subjectType: 'parkings', subjectId: '../../etc' }, jpeg))).toBe('NOT_FOUND');
    expect(fieldErrors(await upload(token, { subjectType: 'cars', subjectId: crypto.randomUUID() }, jpeg))).toEqual({
      subjectType: [messages.invalidValue],
    });
  });

  it('refuses a file given as JSON instead of a multipart part', async () => {
    const { token, subject } = await owner();
    const result = await t.gql(UPLOAD, { input: { ...subject, files: ['data:image/png;base64,AAAA'] } }, { token });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
  });

  it('answers a malformed multipart body with a clean GraphQL error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--xyz--\r\n',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({
      errors: [{ message: 'Missing multipart form field "operations"', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });
});

describe('setPrimaryImage, reorderImages, deleteImage', () => {
  it('moves the primary flag; exactly one primary remains and it is listed first', async () => {
    const { token, subject } = await owner();
    const [first, second] = await uploaded(token, subject, await twoJpegs());
    const result = await t.gql<{ setPrimaryImage: ImageView }>(SET_PRIMARY, { id: second?.id }, { token });
    expect(result.data?.setPrimaryImage).toMatchObject({ id: second?.id, isPrimary: true });
    const after = await list(token, subject);
    expect(after.map((image) => [image.id, image.isPrimary])).toEqual([
      [second?.id, true],
      [first?.id, false],
    ]);
  });

  it('reorders by the exact list and refuses a foreign, missing or repeated id', async () => {
    const { token, subject } = await owner();
    const [a, b, c] = await uploaded(token, subject, [
      ...(await twoJpegs()),
      file('c.png', await picture('png'), 'image/png'),
    ]);
    const ids = [a?.id, c?.id, b?.id] as string[];
    const result = await t.gql<{ reorderImages: ImageView[] }>(
      REORDER,
      { input: { ...subject, imageIds: ids } },
      { token },
    );
    expect(result.data?.reorderImages.map((image) => [image.id, image.position])).toEqual([
      [a?.id, 0],
      [c?.id, 1],
      [b?.id, 2],
    ]);
    // The primary stays first whatever its position.
    const moved = await t.gql<{ reorderImages: ImageView[] }>(
      REORDER,
      { input: { ...subject, imageIds: [c?.id, b?.id, a?.id] } },
      { token },
    );
    expect(moved.data?.reorderImages.map((image) => image.id)).toEqual([a?.id, c?.id, b?.id]);

    const other = await owner();
    const [foreign] = await uploaded(other.token, other.subject, [file('x.jpg', await picture('jpeg'))]);
    for (const imageIds of [
      [a?.id, b?.id, foreign?.id],
      [a?.id, b?.id],
      [a?.id, b?.id, b?.id],
      [a?.id, b?.id, c?.id, foreign?.id],
    ]) {
      const refused = await t.gql(REORDER, { input: { ...subject, imageIds } }, { token });
      expect(fieldErrors(refused)).toEqual({ imageIds: [messages.imagesOrder] });
    }
    expect((await list(token, subject)).map((image) => image.id)).toEqual([a?.id, c?.id, b?.id]);
    expect((await list(other.token, other.subject)).map((image) => image.position)).toEqual([0]);
  });

  it('deletes a photo, its files after its row; the next photo becomes primary', async () => {
    const { token, subject } = await owner();
    const [first, second, third] = await uploaded(token, subject, [
      ...(await twoJpegs()),
      file('c.jpg', await picture('jpeg')),
    ]);
    await t.gql(REORDER, { input: { ...subject, imageIds: [first?.id, third?.id, second?.id] } }, { token });
    const result = await t.gql<{ deleteImage: string }>(DELETE, { id: first?.id }, { token });
    expect(result.data?.deleteImage).toBe(first?.id);
    expect((await list(token, subject)).map((image) => [image.id, image.isPrimary])).toEqual([
      [third?.id, true],
      [second?.id, false],
    ]);
    expect((await fetchImage(first?.url ?? '')).statusCode).toBe(404);
    expect((await fetchImage(first?.thumbnailUrl ?? '')).statusCode).toBe(404);
    expect(errorCode(await t.gql(DELETE, { id: first?.id }, { token }))).toBe('NOT_FOUND');
    // Deleting a photo that is not primary leaves the primary alone.
    await t.gql(DELETE, { id: second?.id }, { token });
    expect((await list(token, subject)).map((image) => [image.id, image.isPrimary])).toEqual([[third?.id, true]]);
  });
});

describe('authorization', () => {
  // The owner manages; an organization admin manages; a member sees but may not change (FORBIDDEN); anyone else
  // gets NOT_FOUND, exactly as for an id that does not exist; no token is UNAUTHENTICATED.
  async function world() {
    const ownerUser = await createUser(t.app);
    const admin = await createUser(t.app);
    const member = await createUser(t.app);
    const stranger = await createUser(t.app);
    const organization = await createOrganizationFixture(t.app, {
      [ownerUser.id]: 'admin',
      [admin.id]: 'admin',
      [member.id]: 'member',
    });
    const fixture = await createParkingFixture(t.app, { ownerId: ownerUser.id, organizationId: organization.id });
    const tokens = {
      owner: await tokenFor(t.app, ownerUser),
      admin: await tokenFor(t.app, admin),
      member: await tokenFor(t.app, member),
      stranger: await tokenFor(t.app, stranger),
    };
    const subject = { subjectType: 'spots', subjectId: fixture.spot.id };
    const [image] = await uploaded(tokens.owner, subject, [file('a.jpg', await picture('jpeg'))]);
    if (!image) throw new Error('no image');
    return { tokens, subject, image };
  }

  it('lets the owner and the organization admins manage, members only see, strangers nothing', async () => {
    const { tokens, subject, image } = await world();
    const jpeg = [file('b.jpg', await picture('jpeg'))];
    const cases: [string, (token?: string) => Promise<unknown>][] = [
      ['upload', (token) => upload(token ?? '', subject, jpeg)],
      ['setPrimary', (token) => t.gql(SET_PRIMARY, { id: image.id }, { token })],
      ['reorder', (token) => t.gql(REORDER, { input: { ...subject, imageIds: [image.id] } }, { token })],
      ['delete', (token) => t.gql(DELETE, { id: image.id }, { token })],
    ];
    for (const [name, run] of cases) {
      expect([name, errorCode((await run(tokens.stranger)) as never)]).toEqual([name, 'NOT_FOUND']);
      expect([name, errorCode((await run(tokens.member)) as never)]).toEqual([name, 'FORBIDDEN']);
      expect([name, errorCode((await run(undefined)) as never)]).toEqual([name, 'UNAUTHENTICATED']);
    }
    // Nothing changed by the refused calls.
    expect(await list(tokens.owner, subject)).toEqual([image]);

    expect(errorCode(await t.gql(LIST, subject, { token: tokens.stranger }))).toBe('NOT_FOUND');
    expect(await list(tokens.member, subject)).toEqual([image]);
    expect(await uploaded(tokens.admin, subject, jpeg)).toHaveLength(1);
    const [, added] = await list(tokens.owner, subject);
    expect((await t.gql(SET_PRIMARY, { id: added?.id }, { token: tokens.admin })).errors).toBeUndefined();
    expect(
      (await t.gql(REORDER, { input: { ...subject, imageIds: [image.id, added?.id] } }, { token: tokens.owner }))
        .errors,
    ).toBeUndefined();
    expect((await t.gql(DELETE, { id: image.id }, { token: tokens.owner })).errors).toBeUndefined();
    expect((await list(tokens.member, subject)).map((i) => [i.id, i.isPrimary])).toEqual([[added?.id, true]]);
  });

  it('hides another owner’s photos behind NOT_FOUND, with a malformed id the same', async () => {
    const { tokens } = await world();
    const other = await owner();
    const [theirs] = await uploaded(other.token, other.subject, [file('a.jpg', await picture('jpeg'))]);
    expect(errorCode(await t.gql(DELETE, { id: theirs?.id }, { token: tokens.owner }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET_PRIMARY, { id: 'not-an-id' }, { token: tokens.owner }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(LIST, other.subject, { token: tokens.owner }))).toBe('NOT_FOUND');
  });
});
