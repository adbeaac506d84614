import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import {
  MAX_INTERNAL_NOTES_PER_TICKET,
  MAX_MESSAGES_PER_TICKET,
  MAX_THREAD_MESSAGES,
  MAX_TICKET_PHOTOS,
  SUPPORT_MESSAGE_RESERVE,
} from '@parkshare/shared/validation/tickets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages, ticketPhotos, tickets } from '../../db/schema/tickets';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { file, multipart, picture, storedFiles } from '../images/images-test-helpers';
import {
  AWAITING,
  compensationTicket,
  dataOf,
  move,
  openTicket,
  parkingTicket,
  reply,
  REPLY,
  ticketAs,
  type TicketData,
  world,
} from './tickets.test-helpers';

// The thread (decision 080): who writes, whose turn it is next, what a settled ticket refuses, photos, and the
// e-mails each message sends after its transaction.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
});

const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to.includes(email));
const awaiting = async (token: string) =>
  (await t.gql<{ ticketsAwaitingMe: number }>(AWAITING, {}, { token })).data?.ticketsAwaitingMe;
const awaitingColumn = async (id: string) =>
  (await t.app.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]?.awaiting;

describe('replyToTicket', () => {
  it('hands the turn back and forth, opens a new ticket on the first answer, and keeps multi-line text', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    expect(await awaiting(w.owner.token)).toBe(1);
    expect(await awaiting(w.driver.token)).toBe(0);

    const answered = await reply(t, w.owner.token, { ticketId: ticket.id, body: 'Sorry!\n\nThe gate is fixed.' });
    expect(answered).toMatchObject({ status: 'open', viewerRole: 'owner', awaitingViewer: false });
    expect(answered.messages.at(-1)).toMatchObject({ body: 'Sorry!\n\nThe gate is fixed.', mine: true });
    expect(new Date(answered.lastMessageAt).getTime()).toBeGreaterThan(new Date(ticket.lastMessageAt).getTime());
    expect(await awaitingColumn(ticket.id)).toBe('reporter');
    expect(await awaiting(w.owner.token)).toBe(0);
    expect(await awaiting(w.driver.token)).toBe(1);
    expect((await ticketAs(t, w.driver.token, ticket.id)).awaitingViewer).toBe(true);

    const again = await reply(t, w.driver.token, { ticketId: ticket.id, body: 'Still closed.' });
    expect(again).toMatchObject({ status: 'open', awaitingViewer: false });
    expect(await awaiting(w.owner.token)).toBe(1);
    expect(await awaiting(w.driver.token)).toBe(0);

    // Support answers publicly: the reporter's turn again; a support reply on a new ticket opens it too.
    await reply(t, w.admin.token, { ticketId: ticket.id, body: 'We are on it.' });
    expect(await awaitingColumn(ticket.id)).toBe('reporter');
    const fresh = await openTicket(t, w.driver.token, compensationTicket(w));
    expect((await reply(t, w.admin.token, { ticketId: fresh.id, body: 'Looking.' })).status).toBe('open');
  });

  it('an internal note: support only, seen by support only, moves neither the status nor the turn, mails nobody', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    const mails = t.outbox().length;
    const noted = await reply(t, w.admin.token, { ticketId: ticket.id, body: 'Check the camera', internal: true });
    expect(noted.status).toBe('new');
    expect(noted.lastMessageAt).toBe(ticket.lastMessageAt);
    expect(noted.messages).toMatchObject([{ internal: true, authorRole: 'support', body: 'Check the camera' }]);
    expect(await awaitingColumn(ticket.id)).toBe('responder');
    expect(t.outbox()).toHaveLength(mails);
    // Nothing the reporter or the owner reads tells that a note was written: not even updatedAt.
    for (const token of [w.driver.token, w.owner.token]) {
      const seen = await ticketAs(t, token, ticket.id);
      expect(seen.messages).toEqual([]);
      expect(seen.updatedAt).toBe(ticket.updatedAt);
    }
    // internal: false from anybody is an ordinary reply.
    const plain = await reply(t, w.driver.token, { ticketId: ticket.id, body: 'Hello?', internal: false });
    expect(plain.messages).toHaveLength(1);
  });

  it('refuses empty, oversized, malformed and hostile bodies under their names', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const send = (input: Record<string, unknown>) => t.gql(REPLY, { input }, { token: w.driver.token });
    expect(fieldErrors(await send({ ticketId: ticket.id, body: '  ' }))).toEqual({ body: [messages.required] });
    expect(fieldErrors(await send({ ticketId: ticket.id }))).toEqual({ body: [messages.required] });
    expect(fieldErrors(await send({ ticketId: ticket.id, body: 'x'.repeat(4001) }))).toEqual({
      body: [formatMessage('maxLength', { count: 4000 })],
    });
    expect(Object.keys(fieldErrors(await send({ ticketId: ticket.id, body: 'a\u0007b' })) ?? {})).toEqual(['body']);
    expect(fieldErrors(await send({ body: 'Hi' }))).toEqual({ ticketId: [messages.required] });
    expect((await ticketAs(t, w.driver.token, ticket.id)).messages).toEqual([]);
  });

  it('refuses replies on a settled ticket until it is reopened', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    await move(t, w.driver.token, { ticketId: ticket.id, status: 'closed' });
    for (const token of [w.driver.token, w.owner.token, w.admin.token]) {
      const refused = await t.gql(REPLY, { input: { ticketId: ticket.id, body: 'Hi' } }, { token });
      expect(fieldErrors(refused)).toEqual({ body: [messages.ticketSettled] });
    }
    expect((await ticketAs(t, w.driver.token, ticket.id)).canReply).toBe(false);
    await move(t, w.driver.token, { ticketId: ticket.id, status: 'reopened' });
    expect((await reply(t, w.driver.token, { ticketId: ticket.id, body: 'Again' })).messages).toHaveLength(1);
  });

  it(`keeps ${MAX_MESSAGES_PER_TICKET} public messages for the reporter and the owner, a reserve for support`, async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const insert = (count: number, values: { authorRole: 'owner' | 'support'; internal: boolean }) =>
      t.app.deps.db.insert(ticketMessages).values(
        Array.from({ length: count }, (_, index) => ({
          ticketId: ticket.id,
          authorId: values.authorRole === 'owner' ? w.owner.id : w.admin.id,
          body: `${values.internal ? 'note' : 'message'} ${index}`,
          ...values,
        })),
      );
    // Internal notes are counted apart: a thread full of them leaves the public room untouched.
    await insert(MAX_INTERNAL_NOTES_PER_TICKET, { authorRole: 'support', internal: true });
    await insert(MAX_MESSAGES_PER_TICKET - 2, { authorRole: 'owner', internal: false });
    await reply(t, w.owner.token, { ticketId: ticket.id, body: 'One before the last' });
    await reply(t, w.driver.token, { ticketId: ticket.id, body: 'The last one' });
    const full = { body: [formatMessage('tooManyTicketMessages', { count: MAX_MESSAGES_PER_TICKET })] };
    for (const token of [w.owner.token, w.driver.token]) {
      expect(fieldErrors(await t.gql(REPLY, { input: { ticketId: ticket.id, body: 'More' } }, { token }))).toEqual(
        full,
      );
    }
    // Support still answers, up to its reserve; its notes stop at their own limit.
    await insert(SUPPORT_MESSAGE_RESERVE - 1, { authorRole: 'support', internal: false });
    const answered = await reply(t, w.admin.token, { ticketId: ticket.id, body: 'Support’s last word' });
    expect(answered.messages).toHaveLength(MAX_THREAD_MESSAGES);
    expect(answered.messages.at(-1)?.body).toBe('Support’s last word');
    const past = MAX_MESSAGES_PER_TICKET + SUPPORT_MESSAGE_RESERVE;
    expect(
      fieldErrors(await t.gql(REPLY, { input: { ticketId: ticket.id, body: 'More' } }, { token: w.admin.token })),
    ).toEqual({ body: [formatMessage('tooManyTicketMessages', { count: past })] });
    const note = { ticketId: ticket.id, body: 'More', internal: true };
    expect(fieldErrors(await t.gql(REPLY, { input: note }, { token: w.admin.token }))).toEqual({
      body: [formatMessage('tooManyTicketMessages', { count: MAX_INTERNAL_NOTES_PER_TICKET })],
    });
    // The reporter reads the whole public thread, support's last answer included.
    const seen = await ticketAs(t, w.driver.token, ticket.id);
    expect(seen.messages).toHaveLength(past);
    expect(seen.messages.at(-1)?.body).toBe('Support’s last word');
  });

  it('takes support’s internal notes on a settled ticket, without reopening it', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    await move(t, w.admin.token, { ticketId: ticket.id, status: 'resolved', outcome: 'Refunded' });
    const before = await ticketAs(t, w.driver.token, ticket.id);
    const noted = await reply(t, w.admin.token, { ticketId: ticket.id, body: 'Owner called back', internal: true });
    expect(noted).toMatchObject({ status: 'resolved', canReply: false });
    expect(noted.messages.map((m) => [m.internal, m.body])).toEqual([[true, 'Owner called back']]);
    expect(await ticketAs(t, w.driver.token, ticket.id)).toEqual(before);
    // A public answer still needs the ticket reopened.
    const answer = await t.gql(REPLY, { input: { ticketId: ticket.id, body: 'Hi' } }, { token: w.admin.token });
    expect(fieldErrors(answer)).toEqual({ body: [messages.ticketSettled] });
  });
});

describe('reply photos', () => {
  const send = (token: string, input: Record<string, unknown>, files: ReturnType<typeof file>[]) =>
    multipart<{ replyToTicket: TicketData }>(t, {
      query: REPLY,
      variables: { input: { ...input, photos: files.map(() => null) } },
      files,
      token,
      filesPath: 'variables.input.photos',
    });

  it('attaches photos to the message, not to the report', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const result = dataOf(
      await send(w.owner.token, { ticketId: ticket.id, body: 'See the gate now' }, [
        file('gate.webp', await picture('webp', 300, 200), 'image/webp'),
      ]),
    );
    expect(result.photos).toEqual([]);
    expect(result.messages[0]?.photos).toHaveLength(1);
    const rows = await t.app.deps.db.select().from(ticketPhotos).where(eq(ticketPhotos.ticketId, ticket.id));
    expect(rows).toMatchObject([
      { messageId: result.messages[0]?.id, width: 300, height: 200, uploadedBy: w.owner.id },
    ]);
  });

  it('refuses too many or too large photos, and removes the files when the reply is refused', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const small = await picture('jpeg');
    const files = Array.from({ length: MAX_TICKET_PHOTOS + 1 }, (_, index) => file(`${index}.jpg`, small));
    expect(fieldErrors(await send(w.driver.token, { ticketId: ticket.id, body: 'x' }, files))).toEqual({
      photos: [formatMessage('ticketPhotosPerMessage', { count: MAX_TICKET_PHOTOS })],
    });
    const big = Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024 + 1 - small.length)]);
    expect(fieldErrors(await send(w.driver.token, { ticketId: ticket.id, body: 'x' }, [file('big.jpg', big)]))).toEqual(
      { 'photos.0': [formatMessage('imageTooLarge', { max: 10 })] },
    );
    await move(t, w.driver.token, { ticketId: ticket.id, status: 'closed' });
    const before = (await storedFiles(t, 'private')).length;
    const settled = await send(w.driver.token, { ticketId: ticket.id, body: 'x' }, [file('a.jpg', small)]);
    expect(fieldErrors(settled)).toEqual({ body: [messages.ticketSettled] });
    expect((await storedFiles(t, 'private')).length).toBe(before);
    // Refused before any photo is decoded: a file that is no picture at all gets the same answer.
    const notImage = file('evil.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const unread = await send(w.driver.token, { ticketId: ticket.id, body: 'x' }, [notImage]);
    expect(fieldErrors(unread)).toEqual({ body: [messages.ticketSettled] });
  });

  it('a stranger’s photos are never read into a ticket they cannot see', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const result = await send(w.stranger.token, { ticketId: ticket.id, body: 'x' }, [
      file('a.jpg', await picture('jpeg')),
    ]);
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.app.deps.db.select().from(ticketPhotos).where(eq(ticketPhotos.ticketId, ticket.id))).toEqual([]);
  });
});

describe('ticket e-mails', () => {
  it('mail the reporter in their language when the owner or support answers publicly, the owner when the reporter writes', async () => {
    const w = await world(t, { driverLanguage: 'pl', ownerLanguage: 'en' });
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    expect(mailsTo(w.owner.email).map((m) => m.subject)).toEqual([`New ticket ${ticket.number} about your parking`]);

    await reply(t, w.owner.token, { ticketId: ticket.id, body: 'Fixed' });
    const [answer] = mailsTo(w.driver.email);
    expect(answer?.subject).toBe(`Masz odpowiedź w zgłoszeniu ${ticket.number}`);
    expect(answer?.text).toContain('Cześć, Dawid!');
    expect(answer?.text).toContain(`https://parkshare.example/ticket/${ticket.id}`);
    // The answer's text itself stays in the app: the mail only says there is one.
    expect(answer?.text).not.toContain('Fixed');

    await reply(t, w.driver.token, { ticketId: ticket.id, body: 'Not fixed' });
    expect(mailsTo(w.owner.email).map((m) => m.subject)).toEqual([
      `New ticket ${ticket.number} about your parking`,
      `New message in ticket ${ticket.number}`,
    ]);
    await reply(t, w.admin.token, { ticketId: ticket.id, body: 'We will check' });
    expect(mailsTo(w.driver.email)).toHaveLength(2);
    // Nobody is mailed about their own message; support is never mailed.
    expect(mailsTo(w.admin.email)).toEqual([]);
  });

  it('mail the reporter on a status change by somebody else, not on their own', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    await move(t, w.owner.token, { ticketId: ticket.id, status: 'resolved', outcome: 'Gate repaired' });
    const [mail] = mailsTo(w.driver.email);
    expect(mail?.subject).toBe(`Ticket ${ticket.number} is now resolved`);
    expect(mail?.text).toContain('Hello Dawid Kierowca,');
    await move(t, w.driver.token, { ticketId: ticket.id, status: 'reopened' });
    expect(mailsTo(w.driver.email)).toHaveLength(1);
    await move(t, w.admin.token, { ticketId: ticket.id, status: 'in_progress' });
    expect(mailsTo(w.driver.email).at(-1)?.subject).toBe(`Ticket ${ticket.number} is now in progress`);
  });
});
