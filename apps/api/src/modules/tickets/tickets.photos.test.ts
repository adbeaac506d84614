import { MAX_IMAGE_BYTES } from '@parkshare/shared/images/limits';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { MAX_TICKET_PHOTOS, MAX_TICKETS_PER_RESERVATION } from '@parkshare/shared/validation/tickets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketPhotos, tickets } from '../../db/schema/tickets';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { file, multipart, picture, storedFiles } from '../images/images-test-helpers';
import {
  compensationTicket,
  CREATE,
  dataOf,
  openTicket,
  parkingTicket,
  resetTicketLimits,
  type TicketData,
  world,
} from './tickets.test-helpers';

// Photos attached to a report (decision 080): through the photo pipeline, with its limits and messages; files
// written before the transaction are removed again when it fails.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const ticketCount = async () => (await t.app.deps.db.select({ id: tickets.id }).from(tickets)).length;

describe('createTicket photos', () => {
  const send = (token: string, input: Record<string, unknown>, files: ReturnType<typeof file>[]) =>
    multipart<{ createTicket: TicketData }>(t, {
      query: CREATE,
      variables: { input: { ...input, photos: files.map(() => null) } },
      files,
      token,
      filesPath: 'variables.input.photos',
    });

  it('stores the photos of the report, re-encoded, in their order', async () => {
    const w = await world(t);
    const result = await send(w.driver.token, compensationTicket(w), [
      file('a.jpg', await picture('jpeg', 640, 480)),
      file('b.png', await picture('png', 200, 300), 'image/png'),
    ]);
    const ticket = dataOf(result);
    expect(ticket.photos).toHaveLength(2);
    expect(ticket.photos[0]).toMatchObject({ width: 640, height: 480 });
    expect(ticket.photos[0]?.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.webp$/);
    expect(ticket.photos[1]).toMatchObject({ width: 200, height: 300 });
    const served = await t.app.inject({ method: 'GET', url: ticket.photos[0]!.thumbnailUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a photo too large with the maximum in MB, and one that is not a picture, storing nothing', async () => {
    const w = await world(t);
    const before = storedFiles(t).length;
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
    expect(storedFiles(t).length).toBe(before);
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
    const before = storedFiles(t).length;
    const photosBefore = (await t.app.deps.db.select().from(ticketPhotos)).length;
    const refused = await send(w.driver.token, compensationTicket(w), [file('a.jpg', await picture('jpeg'))]);
    expect(Object.keys(fieldErrors(refused) ?? {})).toEqual(['reservationId']);
    expect(storedFiles(t).length).toBe(before);
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
