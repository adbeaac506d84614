import { describe, expect, it } from 'vitest';
import { authorKey, orderedMoves } from './display';

describe('authorKey', () => {
  it('calls the viewer’s own messages “You”, whatever their role', () => {
    expect(authorKey({ mine: true, authorRole: 'owner' })).toBe('author.you');
    expect(authorKey({ mine: true, authorRole: 'reporter' })).toBe('author.you');
  });
  it('names the other side by its part in the ticket', () => {
    expect(authorKey({ mine: false, authorRole: 'support' })).toBe('author.support');
    expect(authorKey({ mine: false, authorRole: 'owner' })).toBe('author.owner');
    expect(authorKey({ mine: false, authorRole: 'reporter' })).toBe('author.reporter');
  });
});

describe('orderedMoves', () => {
  it('puts reopening first and closing last', () => {
    expect(orderedMoves(['closed', 'reopened'])).toEqual(['reopened', 'closed']);
    expect(orderedMoves(['closed', 'resolved', 'open'])).toEqual(['open', 'resolved', 'closed']);
    expect(orderedMoves([])).toEqual([]);
  });
});
