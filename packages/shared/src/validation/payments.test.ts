import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { amountText, DEFAULT_MAX_TOP_UP, payOrderInput, requestPayoutInput, topUpInput } from './payments';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('top-up input', () => {
  const schema = topUpInput(DEFAULT_MAX_TOP_UP);

  it('takes whole grosze from 1 PLN to the configured maximum', () => {
    expect(schema.parse({ billingAccountId: 'b', amount: 100 })).toEqual({ billingAccountId: 'b', amount: 100 });
    expect(schema.safeParse({ billingAccountId: 'b', amount: DEFAULT_MAX_TOP_UP }).success).toBe(true);
  });

  it.each([
    [0, 'amount: The amount must be at least 1.00 PLN.'],
    [-500, 'amount: The amount must be at least 1.00 PLN.'],
    [150.5, `amount: ${messages.invalidMoney}`],
    [DEFAULT_MAX_TOP_UP + 1, 'amount: The amount can be at most 1000.00 PLN.'],
    ['100', `amount: ${messages.amountRequired}`],
  ])('refuses %s', (amount, message) => {
    expect(issues(schema.safeParse({ billingAccountId: 'b', amount }))).toContain(message);
  });

  it('refuses a missing billing account and a silly idempotency key', () => {
    expect(issues(schema.safeParse({ amount: 100 }))).toContain(`billingAccountId: ${messages.required}`);
    expect(
      issues(schema.safeParse({ billingAccountId: 'b', amount: 100, idempotencyKey: 'x'.repeat(101) })),
    ).toHaveLength(1);
  });
});

describe('typed amounts', () => {
  it('reads złoty with a comma or a dot', () => {
    expect(amountText(100, 1000).parse('5,50')).toBe(550);
    expect(amountText(100, 1000).parse('10')).toBe(1000);
    expect(amountText(100, 1000).safeParse('10,01').success).toBe(false);
    expect(amountText(100, 1000).safeParse('0,999').success).toBe(false);
  });
});

describe('paying an order', () => {
  it('needs exactly 6 digits for BLIK', () => {
    for (const blikCode of ['12345', '1234567', '12a456', '', null, undefined]) {
      expect(issues(payOrderInput.safeParse({ orderId: 'o', method: 'blik', blikCode }))).toContain(
        `blikCode: ${messages.blikCode}`,
      );
    }
    expect(payOrderInput.safeParse({ orderId: 'o', method: 'blik', blikCode: '777123' }).success).toBe(true);
  });

  it('needs a saved alias for BLIK without code', () => {
    expect(issues(payOrderInput.safeParse({ orderId: 'o', method: 'blik_alias' }))).toContain(
      `blikAliasId: ${messages.blikAliasRequired}`,
    );
    expect(payOrderInput.safeParse({ orderId: 'o', method: 'blik_alias', blikAliasId: 'a' }).success).toBe(true);
  });

  it('refuses an unknown method', () => {
    expect(issues(payOrderInput.safeParse({ orderId: 'o', method: 'cash' }))).toContain(
      `method: ${messages.invalidValue}`,
    );
    expect(payOrderInput.safeParse({ orderId: 'o', method: 'online' }).success).toBe(true);
  });
});

describe('payout input', () => {
  it('takes a positive whole amount and a bank account', () => {
    expect(requestPayoutInput.safeParse({ amount: 1, bankAccountId: 'b' }).success).toBe(true);
    expect(issues(requestPayoutInput.safeParse({ amount: 0, bankAccountId: 'b' }))).toContain(
      'amount: The amount must be at least 0.01 PLN.',
    );
    expect(issues(requestPayoutInput.safeParse({ amount: 1 }))).toContain(`bankAccountId: ${messages.required}`);
  });
});
