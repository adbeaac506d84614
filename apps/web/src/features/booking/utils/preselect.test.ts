import { describe, expect, it } from 'vitest';
import { pickBilling, pickVehicle, type BillingChoice, type VehicleChoice } from './preselect';

const car = (id: string, extra: Partial<VehicleChoice> = {}): VehicleChoice => ({
  id,
  registrationNumber: `WA${id}`,
  status: 'active',
  isDefault: false,
  billingAccountId: null,
  ...extra,
});
const account = (id: string, isDefault = false): BillingChoice => ({ id, fullName: id, isDefault });

describe('pickVehicle', () => {
  const cars = [car('d', { isDefault: true }), car('a'), car('b'), car('off', { status: 'inactive' })];

  it('keeps the draft car, then the last selected one, then the default', () => {
    expect(pickVehicle(cars, 'b', 'a')?.id).toBe('b');
    expect(pickVehicle(cars, null, 'a')?.id).toBe('a');
    expect(pickVehicle(cars, null, null)?.id).toBe('d');
  });

  it("skips ids that are unknown (another user's, deleted) or inactive cars", () => {
    expect(pickVehicle(cars, 'someone-else', 'gone')?.id).toBe('d');
    expect(pickVehicle(cars, 'off', 'off')?.id).toBe('d');
    expect(pickVehicle([car('off', { status: 'inactive', isDefault: true }), car('x')], null, null)?.id).toBe('x');
  });

  it('is null without a usable car', () => {
    expect(pickVehicle([], 'a', 'b')).toBeNull();
    expect(pickVehicle([car('off', { status: 'inactive' })], null, null)).toBeNull();
  });
});

describe('pickBilling', () => {
  const accounts = [account('default', true), account('firm'), account('home')];

  it("keeps the draft account while it is one of the user's", () => {
    expect(pickBilling(accounts, 'home', car('c', { billingAccountId: 'firm' }))).toBe('home');
  });

  it("otherwise takes the car's account, then the default", () => {
    expect(pickBilling(accounts, null, car('c', { billingAccountId: 'firm' }))).toBe('firm');
    expect(pickBilling(accounts, 'deleted', car('c', { billingAccountId: 'not-mine' }))).toBe('default');
    expect(pickBilling(accounts, null, null)).toBe('default');
    expect(pickBilling([account('only')], null, null)).toBe('only');
  });

  it('is null without billing accounts', () => {
    expect(pickBilling([], 'x', car('c', { billingAccountId: 'x' }))).toBeNull();
  });
});
