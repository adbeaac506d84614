import { beforeEach, describe, expect, it } from 'vitest';
import { mergeDraft, saveDraft, takeDraft } from './form-draft';

describe('form draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the saved values back once, for the same form only', () => {
    saveDraft('/billing-creator', { city: 'Kraków', isMonthlyBilling: true });
    expect(takeDraft('/billing/abc/editor')).toBeNull();
    expect(takeDraft('/billing-creator')).toEqual({ city: 'Kraków', isMonthlyBilling: true });
    expect(takeDraft('/billing-creator')).toBeNull();
  });

  it('ignores unreadable or non-object drafts', () => {
    sessionStorage.setItem('form-draft:/billing-creator', '{oops');
    expect(takeDraft('/billing-creator')).toBeNull();
    sessionStorage.setItem('form-draft:/billing-creator', '[1,2]');
    expect(takeDraft('/billing-creator')).toBeNull();
  });

  it('lays only known fields of the same type over the defaults', () => {
    const defaults = { city: '', isDefault: false, bankAccountId: 'b1' };
    expect(mergeDraft(defaults, null)).toBe(defaults);
    expect(mergeDraft(defaults, { city: 'Gdańsk', isDefault: 'yes', extra: 1 })).toEqual({
      city: 'Gdańsk',
      isDefault: false,
      bankAccountId: 'b1',
    });
  });
});
