import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { gql } from './api';
import type { Driver } from './marketplace';

// Stays made through the public API for journeys that start from one: booked, paid and settled.

export interface PaidStay {
  spotId: string;
  startAt: Date;
  endAt: Date;
  /** The status the stay reaches once its payment has settled. */
  expected: 'active' | 'confirmed';
  /** From the balance (the default) or by BLIK with the sandbox's approving code. */
  method?: 'WALLET' | 'BLIK';
}

/** A reservation of the driver's, paid; resolves with its id once the payment has settled. */
export async function paidStay(request: APIRequestContext, driver: Driver, stay: PaidStay): Promise<string> {
  const { createReservation } = await gql<{
    createReservation: { reservation: { id: string }; order: { id: string } };
  }>(
    request,
    'mutation($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } order { id } } }',
    {
      input: {
        spotId: stay.spotId,
        vehicleId: driver.vehicleId,
        billingAccountId: driver.billingId,
        startAt: stay.startAt.toISOString(),
        endAt: stay.endAt.toISOString(),
        terms: true,
      },
    },
    driver.token,
  );
  const method = stay.method ?? 'WALLET';
  await gql(
    request,
    'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
    { input: { orderId: createReservation.order.id, method, ...(method === 'BLIK' ? { blikCode: '777001' } : {}) } },
    driver.token,
  );
  const id = createReservation.reservation.id;
  await expect
    .poll(
      async () =>
        (
          await gql<{ reservation: { status: string } }>(
            request,
            'query($id: ID!) { reservation(id: $id) { status } }',
            { id },
            driver.token,
          )
        ).reservation.status,
      { timeout: 20_000 },
    )
    .toBe(stay.expected);
  return id;
}

/** An hour starting now at `spotId`, paid by BLIK and finished at once: the owner has earned from it. */
export async function finishedStay(request: APIRequestContext, driver: Driver, spotId: string): Promise<string> {
  const startAt = new Date();
  const id = await paidStay(request, driver, {
    spotId,
    startAt,
    endAt: new Date(startAt.getTime() + 60 * 60_000),
    expected: 'active',
    method: 'BLIK',
  });
  await gql(request, 'mutation($id: ID!) { completeReservation(id: $id) { id } }', { id }, driver.token);
  return id;
}

/** `funds` grosze on a new driver's balance (a BLIK top-up in the sandbox), once it has settled. */
export async function topUp(request: APIRequestContext, driver: Driver, funds: number): Promise<void> {
  const { createTopUp } = await gql<{ createTopUp: { id: string } }>(
    request,
    'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
    { input: { billingAccountId: driver.billingId, amount: funds } },
    driver.token,
  );
  await gql(
    request,
    'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
    { input: { orderId: createTopUp.id, method: 'BLIK', blikCode: '777001' } },
    driver.token,
  );
  await expect
    .poll(
      async () => (await gql<{ me: { balance: number } }>(request, '{ me { balance } }', {}, driver.token)).me.balance,
      { timeout: 20_000 },
    )
    .toBe(funds);
}
