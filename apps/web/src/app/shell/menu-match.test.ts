import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './side-menu-items';
import { activeMenuItem } from './menu-match';

const active = (pathname: string) => activeMenuItem(pathname, MENU_ITEMS);

describe('the sidebar item of a screen', () => {
  it.each([
    ['/map', '/map'],
    ['/scan', '/map'],
    // The booking flow belongs to Park…
    ['/reservation', '/map'],
    ['/reservations/new', '/map'],
    ['/reservation/payments', '/map'],
    ['/reservation/error/spot_taken', '/map'],
    // …the history and what is reached from it to the parking history.
    ['/reservations', '/reservations'],
    ['/reservation/7f0c1c4e-1111-4000-8000-000000000000', '/reservations'],
    ['/reservation/7f0c1c4e-1111-4000-8000-000000000000/extension-creator', '/reservations'],
    ['/reservation/extension-payments', '/reservations'],
    // An owner's parking's reservations are the parking's.
    ['/parking/p-1/reservations', '/parkings'],
    ['/parkings', '/parkings'],
    ['/parking-creator', '/parkings'],
    ['/payments', '/payments'],
    ['/payment/success', '/payments'],
    ['/vehicle-creator', '/vehicles'],
    ['/bank-account-creator', '/billings'],
    ['/balance/top-up-creator/b-1', '/balance'],
  ])('%s → %s', (pathname, item) => {
    expect(active(pathname)).toBe(item);
  });

  it('highlights nothing on a public page', () => {
    expect(active('/WAR-CEN24')).toBeNull();
  });
});
