import { describe, expect, it } from 'vitest';
import { accountHolder, formatAddress } from './billing-display';

describe('accountHolder', () => {
  it('prefers the company, then the person', () => {
    expect(accountHolder({ fullName: 'Ewa Kowalska', companyName: 'Kowalscy sp. z o.o.' })).toBe('Kowalscy sp. z o.o.');
    expect(accountHolder({ fullName: 'Ewa Kowalska', companyName: null })).toBe('Ewa Kowalska');
    expect(accountHolder({ fullName: 'Ewa Kowalska', companyName: '  ' })).toBe('Ewa Kowalska');
    expect(accountHolder({})).toBe('');
  });
});

describe('formatAddress', () => {
  it('writes street, building/local, postcode and city', () => {
    expect(
      formatAddress({
        street: 'Marszałkowska',
        buildingNumber: '10',
        localNumber: '5',
        postcode: '00-001',
        city: 'Warszawa',
      }),
    ).toBe('Marszałkowska 10/5, 00-001 Warszawa');
  });

  it('leaves out a missing local number', () => {
    expect(
      formatAddress({ street: 'Długa', buildingNumber: '3A', localNumber: null, postcode: '31-147', city: 'Kraków' }),
    ).toBe('Długa 3A, 31-147 Kraków');
  });

  it('puts the number after the town where there is no street', () => {
    expect(formatAddress({ street: null, buildingNumber: '12', postcode: '21-100', city: 'Wólka' })).toBe(
      'Wólka 12, 21-100 Wólka',
    );
  });
});
