import { MAX_IMAGE_BYTES } from '@parkshare/shared/images/limits';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { MAX_TICKET_PHOTOS, MAX_TICKETS_PER_RESERVATION } from '@parkshare/shared/validation/tickets';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketPhotos, tickets } from '../../db/schema/tickets';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { file, multipart, picture, storedFiles } from '../images/images-test-helpers';
import { signedTicketPhotoUrl, TICKET_PHOTO_URL_SECONDS } from './ticket-photo-urls';
import {
  compensationTicket,
  CREATE,
  dataOf,
  openTicket,
  parkingTicket,
  resetTicketLimits,
  ticketAs,
  type TicketData,
  world,
  type World,
} from './tickets.test-helpers';

// Photos attached to a report (decision 080): through the photo pipeline, with its limits and messages; files
// written before the transaction are removed again when it fails. They are evidence: kept in the private store
// and served only through URLs signed for the viewer, that expire.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const ticketCount = async () => (await t.app.deps.db.select({ id: tickets.id }).from(tickets)).length;

const send = (token: string, input: Record<string, unknown>, files: ReturnType<typeof file>[]) =>
  multipart<{ createTicket: TicketData }>(t, {
    query: CREATE,
    variables: { input: { ...input, photos: files.map(() => null) } },
    files,
    token,
    filesPath: 'variables.input.photos',
  });

describe('createTicket photos', () => {
  it('stores the photos of the report, re-encoded, in their order', async () => {
    const w = await world(t);
    const result = await send(w.driver.token, compensationTicket(w), [
      file('a.jpg', await picture('jpeg', 640, 480)),
      file('b.png', await picture('png', 200, 300), 'image/png'),
    ]);
    const ticket = dataOf(result);
    expect(ticket.photos).toHaveLength(2);
    expect(ticket.photos[0]).toMatchObject({ width: 640, height: 480 });
    expect(ticket.photos[0]?.url).toMatch(SIGNED_URL);
    expect(ticket.photos[1]).toMatchObject({ width: 200, height: 300 });
    const served = await t.app.inject({ method: 'GET', url: ticket.photos[0]!.thumbnailUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});

const SIGNED_URL = /^\/api\/ticket-photos\/[0-9a-f-]{36}(-thumb)?\.webp\?exp=\d+&sig=[\w-]{43}$/;

describe('serving ticket photos', () => {
  let w: World;
  let ticket: TicketData;
  let keys: { fileKey: string; thumbnailKey: string };
  beforeAll(async () => {
    w = await world(t);
    ticket = dataOf(await send(w.driver.token, compensationTicket(w), [file('plate.jpg', await picture('jpeg'))]));
    const [row] = await t.app.deps.db
      .select({ fileKey: ticketPhotos.fileKey, thumbnailKey: ticketPhotos.thumbnailKey })
      .from(ticketPhotos)
      .where(eq(ticketPhotos.ticketId, ticket.id));
    if (!row) throw new Error('no photo stored');
    keys = row;
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const expectRefused = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['cache-control'], url).toBe('no-store');
    expect(response.headers['content-type'], url).not.toMatch(/^image\//);
    // The same answer for all: nothing tells a stored key from an unknown one.
    expect(response.json(), url).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  };

  it('serves the photo to the holder of a signed URL, privately, until the URL expires', async () => {
    for (const url of [ticket.photos[0]!.url, ticket.photos[0]!.thumbnailUrl]) {
      expect(url).toMatch(SIGNED_URL);
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(TICKET_PHOTO_URL_SECONDS - 600);
      expect(maxAge).toBeLessThanOrEqual(TICKET_PHOTO_URL_SECONDS);
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // Every viewer the ticket lets in gets a working URL: the owner and support too.
    for (const token of [w.owner.token, w.admin.token]) {
      const seen = await ticketAs(t, token, ticket.id);
      expect((await get(seen.photos[0]!.url)).statusCode).toBe(200);
    }
  });

  it('refuses an expired, forged, altered or incomplete URL with the same 404', async () => {
    const config = t.app.deps.config;
    const { fileKey } = keys;
    const url = new URL(signedTicketPhotoUrl(config, fileKey), 'http://x');
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    const path = `/api/ticket-photos/${fileKey}`;
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    const otherKey = new URL(signedTicketPhotoUrl(config, keys.thumbnailKey), 'http://x').searchParams.get('sig');
    for (const refused of [
      signedTicketPhotoUrl(config, fileKey, Date.now() - 2 * TICKET_PHOTO_URL_SECONDS * 1000),
      path,
      `${path}?exp=${exp}`,
      `${path}?sig=${sig}`,
      `${path}?exp=${exp}&sig=${flipped}`,
      `${path}?exp=${exp}&sig=${otherKey}`,
      `${path}?exp=${Number(exp) + 600}&sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig}&sig=${sig}`,
      `${path}?exp=${exp}&sig=`,
      `${path}?exp=-1&sig=${sig}`,
      // A key nobody stored, signed: still nothing.
      signedTicketPhotoUrl(config, `${randomUUID()}.webp`),
      signedTicketPhotoUrl(config, '../../jwt-secret'),
    ]) {
      await expectRefused(refused);
    }
  });

  it('is never served by the public image route', async () => {
    for (const key of [keys.fileKey, keys.thumbnailKey]) {
      const response = await get(`/api/images/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/^image\//);
    }
    // The files are in the private store, none in the public one.
    expect(await storedFiles(t, 'private')).toEqual(expect.arrayContaining([keys.fileKey, keys.thumbnailKey]));
    expect(await storedFiles(t)).not.toContain(keys.fileKey);
  });
});

describe('createTicket photos, limits', () => {
  it('refuses a photo too large with the maximum in MB, and one that is not a picture, storing nothing', async () => {
    const w = await world(t);
    const before = (await storedFiles(t, 'private')).length;
    const tickets0 = await ticketCount();
    const small = await picture('jpeg');
    const big = Buffer.concat([small, Buffer.alloc(MAX_IMAGE_BYTES + 1 - small.length)]);
    const tooLarge = await send(w.driver.token, parkingTicket(w), [file('ok.jpg', small), file('big.jpg', big)]);
    expect(fieldErrors(tooLarge)).toEqual({ 'photos.1': [formatMessage('imageTooLarge', { max: 10 })] });
    expect(tooLarge.errors?.[0]?.message).toContain('big.jpg');
    const notImage = await send(w.driver.token, parkingTicket(w), [
      file('evil.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
    ]);
    expect(fieldErrors(notImage)).toEqual({ 'photos.0': [messages.imageType] });
    expect((await storedFiles(t, 'private')).length).toBe(before);
    expect(await ticketCount()).toBe(tickets0);
  });

  it(`takes at most ${MAX_TICKET_PHOTOS} photos at once`, async () => {
    const w = await world(t);
    const small = await picture('jpeg');
    const files = Array.from({ length: MAX_TICKET_PHOTOS + 1 }, (_, index) => file(`${index}.jpg`, small));
    expect(fieldErrors(await send(w.driver.token, parkingTicket(w), files))).toEqual({
      photos: [formatMessage('ticketPhotosPerMessage', { count: MAX_TICKET_PHOTOS })],
    });
  });

  it('removes the stored files again when the ticket is refused inside its transaction', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    await t.app.deps.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, ticket.id));
    // Fill the reservation's tickets up to the limit, so the next one is refused after its photos are written.
    for (let index = 1; index < MAX_TICKETS_PER_RESERVATION; index += 1) {
      const more = await openTicket(t, w.driver.token, compensationTicket(w));
      await t.app.deps.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, more.id));
    }
    await resetTicketLimits(t, w.driver.id);
    const before = (await storedFiles(t, 'private')).length;
    const photosBefore = (await t.app.deps.db.select().from(ticketPhotos)).length;
    const refused = await send(w.driver.token, compensationTicket(w), [file('a.jpg', await picture('jpeg'))]);
    expect(Object.keys(fieldErrors(refused) ?? {})).toEqual(['reservationId']);
    expect((await storedFiles(t, 'private')).length).toBe(before);
    expect((await t.app.deps.db.select().from(ticketPhotos)).length).toBe(photosBefore);
  });

  it('asks for a token before reading any file', async () => {
    const w = await world(t);
    const result = await multipart<Record<string, unknown>>(t, {
      query: CREATE,
      variables: { input: { ...parkingTicket(w), photos: [null] } },
      files: [file('a.jpg', await picture('jpeg'))],
      filesPath: 'variables.input.photos',
    });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });
});
