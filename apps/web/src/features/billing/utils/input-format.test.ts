import { describe, expect, it } from 'vitest';
import { formatPostcode, groupIban } from './input-format';

describe('groupIban', () => {
  it('groups an IBAN with the country code in fours', () => {
    expect(groupIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });

  it('groups the domestic spelling as two check digits, then fours', () => {
    expect(groupIban('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });

  it('regroups badly spaced, lower-case and non-breaking-space input', () => {
    expect(groupIban(' pl6110 90\u00a01014 0000 07121981 2874 ')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });

  it('groups a partial number as it is typed, without a trailing space', () => {
    expect(groupIban('PL611')).toBe('PL61 1');
    expect(groupIban('PL61')).toBe('PL61');
    expect(groupIban('611')).toBe('61 1');
    expect(groupIban('61')).toBe('61');
    expect(groupIban('6')).toBe('6');
  });

  it('is idempotent and leaves an empty field empty', () => {
    const once = groupIban('PL61109010140000071219812874');
    expect(groupIban(once)).toBe(once);
    expect(groupIban('   ')).toBe('');
  });
});

describe('formatPostcode', () => {
  it('adds the hyphen to five digits', () => {
    expect(formatPostcode('00950')).toBe('00-950');
    expect(formatPostcode(' 31042 ')).toBe('31-042');
  });

  it('keeps a written postcode and anything it cannot fix', () => {
    expect(formatPostcode('00-950')).toBe('00-950');
    expect(formatPostcode('0095')).toBe('0095');
    expect(formatPostcode('009500')).toBe('009500');
    expect(formatPostcode('')).toBe('');
  });
});
