import { describe, expect, it } from 'vitest';
import { expandSpotTemplate } from '@parkshare/shared/spots/numbering-template';
import { previewList } from './template-preview';

describe('previewList', () => {
  it('lists a few numbers in full and shortens a long batch to its ends', () => {
    expect(previewList(['A-1'])).toBe('A-1');
    expect(previewList(['1', '2', '3', '4'])).toBe('1, 2, 3, 4');
    const result = expandSpotTemplate({ template: 'A-XX', from: 1, to: 20 });
    expect(result.ok && previewList(result.numbers)).toBe('A-01, A-02 … A-20');
  });
});
