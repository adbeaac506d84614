import { describe, expect, it } from 'vitest';
import {
  acceptsReplies,
  canMoveTicket,
  isSettledTicket,
  normalizeTicketNumber,
  statusAfterReply,
  TICKET_NUMBER_PATTERN,
  TICKET_ROLES,
  TICKET_STATUSES,
  TICKET_TYPES,
  ticketMovesFor,
  ticketNumberOf,
  type TicketStatus,
} from './status';

const every = (from: TicketStatus) => TICKET_STATUSES.filter((to) => canMoveTicket(from, to));

describe('the ticket machine', () => {
  it('moves as the diagram draws it', () => {
    expect(every('new')).toEqual(['open', 'in_progress', 'resolved', 'closed']);
    expect(every('open')).toEqual(['in_progress', 'resolved', 'closed']);
    expect(every('in_progress')).toEqual(['open', 'resolved', 'closed']);
    expect(every('resolved')).toEqual(['closed', 'reopened']);
    expect(every('closed')).toEqual(['reopened']);
    expect(every('reopened')).toEqual(['open', 'in_progress', 'resolved', 'closed']);
  });

  it('never stays put, never goes back to new, and closes from anywhere but closed', () => {
    for (const from of TICKET_STATUSES) {
      expect(canMoveTicket(from, from)).toBe(false);
      expect(canMoveTicket(from, 'new')).toBe(false);
      expect(canMoveTicket(from, 'closed')).toBe(from !== 'closed');
    }
  });

  it('reopens only what is settled', () => {
    for (const from of TICKET_STATUSES) expect(canMoveTicket(from, 'reopened')).toBe(isSettledTicket(from));
    expect(TICKET_STATUSES.filter(isSettledTicket)).toEqual(['resolved', 'closed']);
    expect(TICKET_STATUSES.filter(acceptsReplies)).toEqual(['new', 'open', 'in_progress', 'reopened']);
  });
});

describe('who may move a ticket', () => {
  it('support: every move the machine allows', () => {
    for (const type of TICKET_TYPES) {
      for (const status of TICKET_STATUSES) expect(ticketMovesFor('support', { status, type })).toEqual(every(status));
    }
  });

  it('the reporter: closes, or reopens what is settled', () => {
    for (const type of TICKET_TYPES) {
      expect(ticketMovesFor('reporter', { status: 'new', type })).toEqual(['closed']);
      expect(ticketMovesFor('reporter', { status: 'in_progress', type })).toEqual(['closed']);
      expect(ticketMovesFor('reporter', { status: 'resolved', type })).toEqual(['closed', 'reopened']);
      expect(ticketMovesFor('reporter', { status: 'closed', type })).toEqual(['reopened']);
    }
  });

  it('the owner: resolves a parking ticket or reopens one resolved; never a compensation claim', () => {
    expect(ticketMovesFor('owner', { status: 'new', type: 'parking' })).toEqual(['resolved']);
    expect(ticketMovesFor('owner', { status: 'reopened', type: 'parking' })).toEqual(['resolved']);
    expect(ticketMovesFor('owner', { status: 'resolved', type: 'parking' })).toEqual(['reopened']);
    expect(ticketMovesFor('owner', { status: 'closed', type: 'parking' })).toEqual([]);
    for (const status of TICKET_STATUSES) expect(ticketMovesFor('owner', { status, type: 'compensation' })).toEqual([]);
  });

  it('nobody is given a move the machine refuses', () => {
    for (const role of TICKET_ROLES) {
      for (const type of TICKET_TYPES) {
        for (const status of TICKET_STATUSES) {
          for (const to of ticketMovesFor(role, { status, type })) expect(canMoveTicket(status, to)).toBe(true);
        }
      }
    }
  });
});

describe('replies', () => {
  it('a responder’s first answer opens a new ticket; nothing else moves by a reply', () => {
    expect(statusAfterReply('new', 'owner')).toBe('open');
    expect(statusAfterReply('new', 'support')).toBe('open');
    expect(statusAfterReply('new', 'reporter')).toBe('new');
    for (const status of TICKET_STATUSES.filter((s) => s !== 'new')) {
      for (const role of TICKET_ROLES) expect(statusAfterReply(status, role)).toBe(status);
    }
  });

  it('moves only as the machine allows', () => {
    for (const status of TICKET_STATUSES) {
      for (const role of TICKET_ROLES) {
        const next = statusAfterReply(status, role);
        expect(next === status || canMoveTicket(status, next), `${role} on ${status}`).toBe(true);
      }
    }
  });
});

describe('ticket numbers', () => {
  it('are six digits in two groups with no leading zero, for any draw', () => {
    expect(ticketNumberOf(0)).toBe('100-000');
    expect(ticketNumberOf(382_913)).toBe('482-913');
    expect(ticketNumberOf(899_999)).toBe('999-999');
    expect(ticketNumberOf(900_000)).toBe('100-000');
    expect(ticketNumberOf(-382_913.7)).toBe('482-913');
    for (let draw = 0; draw < 900_000; draw += 7919) expect(ticketNumberOf(draw)).toMatch(TICKET_NUMBER_PATTERN);
  });

  it('read back however they are typed', () => {
    for (const typed of ['482913', '482-913', '482 913', '#482-913', ' 48 29 13 ']) {
      expect(normalizeTicketNumber(typed)).toBe('482-913');
    }
    for (const typed of ['', '012345', '48291', '4829133', 'abc-def', '482_913', '४८२९१३']) {
      expect(normalizeTicketNumber(typed)).toBeNull();
    }
  });
});
