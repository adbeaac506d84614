import { describe, expect, it } from 'vitest';
import { movePhoto, sortForDisplay } from './image-order';

const photo = (id: string, position: number, isPrimary = false) => ({ id, position, isPrimary });

describe('sortForDisplay', () => {
  it('puts the primary first, then by position', () => {
    expect(sortForDisplay([photo('a', 0), photo('b', 2, true), photo('c', 1)]).map((p) => p.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});

describe('movePhoto', () => {
  const list = [photo('p', 3, true), photo('a', 0), photo('b', 1), photo('c', 2)];
  it('moves a photo left or right', () => {
    expect(movePhoto(list, 3, 2)?.map((p) => p.id)).toEqual(['p', 'a', 'c', 'b']);
    expect(movePhoto(list, 1, 3)?.map((p) => p.id)).toEqual(['p', 'b', 'c', 'a']);
  });
  it('never moves the primary or puts anything before it', () => {
    expect(movePhoto(list, 0, 1)).toBeNull();
    expect(movePhoto(list, 2, 0)?.map((p) => p.id)).toEqual(['p', 'b', 'a', 'c']);
    expect(movePhoto(list, 1, 0)).toBeNull();
  });
  it('ignores moves out of range or to the same place', () => {
    expect(movePhoto(list, 3, 9)).toBeNull();
    expect(movePhoto(list, 7, 1)).toBeNull();
  });
});
