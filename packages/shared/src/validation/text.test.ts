import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { plainTextErrors, textProblem } from './text';

describe('textProblem (decision 062)', () => {
  it('lets through what people type, in any script', () => {
    for (const text of [
      'Zażółć gęślą jaźń',
      'Łódź — ul. Piotrkowska 1/2',
      '🚗🅿️ 👩🏽‍💻',
      '',
      '  padded  ',
      'a\u00A0b',
      'ﬁ ẞ 中文',
    ]) {
      expect(textProblem(text)).toBeNull();
    }
  });

  it('refuses NUL and the other control characters in every kind of text', () => {
    const controls = [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u001F',
      '\u007F',
      '\u0080',
      '\u009F',
    ];
    for (const control of controls) {
      expect(textProblem(`a${control}b`, 'line')).toBe(messages.controlCharacter);
      expect(textProblem(`a${control}b`, 'multiline')).toBe(messages.controlCharacter);
      expect(textProblem(`${control}`)).toBe(messages.controlCharacter);
    }
  });

  it('refuses a lone surrogate but not a pair', () => {
    expect(textProblem('a\uD83Db')).toBe(messages.controlCharacter);
    expect(textProblem('a\uDE97b')).toBe(messages.controlCharacter);
    expect(textProblem('\uD83D')).toBe(messages.controlCharacter);
    expect(textProblem('a\uD83D\uDE97b')).toBeNull();
  });

  it('takes tabs and line breaks inside a multi-line text only; at the ends they are left to trimming', () => {
    for (const inside of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(textProblem(inside, 'multiline')).toBeNull();
      expect(textProblem(inside, 'line')).toBe(messages.lineBreak);
    }
    expect(textProblem('\tname\r\n', 'line')).toBeNull();
  });

  it('names every refused text of a plain body by its path', () => {
    expect(
      plainTextErrors({ name: 'a\u0000', tags: ['ok', 'b\u0007'], nested: { note: 'x\ny' }, n: 1, ok: true }),
    ).toEqual({
      name: [messages.controlCharacter],
      'tags.1': [messages.controlCharacter],
      'nested.note': [messages.lineBreak],
    });
    expect(plainTextErrors({ name: 'fine' })).toBeNull();
    expect(plainTextErrors('\u0000')).toEqual({ input: [messages.controlCharacter] });
  });
});
