import { messages } from '@parkshare/shared/validation/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emailVerificationCodes } from '../../db/schema/auth-tokens';
import { users } from '../../db/schema/users';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';

const REGISTER = 'mutation Register($input: RegisterUserInput!) { registerUser(input: $input) { id } }';
const VERIFY = 'mutation Verify($input: VerifyEmailInput!) { verifyEmail(input: $input) { token } }';
const RESEND = 'mutation Resend($input: EmailInput!) { resendVerificationCode(input: $input) { status } }';
const ME = '{ me { id email status roles balance currency language } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Nowak',
  email: uniqueEmail('anna'),
  password: TEST_PASSWORD,
  terms: true,
  language: 'pl',
  ...overrides,
});
const codeFor = (email: string) =>
  t
    .outbox()
    .filter((m) => m.to.includes(email))
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
const countUsers = async (email: string) =>
  (
    await t.app.deps.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  ).length;

describe('registerUser → verifyEmail', () => {
  it('creates a pending user, e-mails a Polish code, verifies and signs in', async () => {
    const input = registration();
    const registered = await t.gql<{ registerUser: { id: string } }>(REGISTER, { input });
    expect(registered.errors).toBeUndefined();
    const mail = t.outbox().find((m) => m.to.includes(input.email));
    expect(mail?.subject).toBe('Twój kod weryfikacyjny Parkshare');
    expect(mail?.html).toContain(codeFor(input.email));
    const code = codeFor(input.email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await t.gql<{ verifyEmail: { token: string } }>(VERIFY, {
      input: { email: input.email.toUpperCase(), code },
    });
    const token = verified.data?.verifyEmail.token;
    expect(token).toBeTruthy();
    const me = await t.gql(ME, {}, { token });
    expect(me.data?.me).toMatchObject({
      id: registered.data?.registerUser.id,
      status: 'active',
      roles: ['user'],
      balance: 0,
      currency: 'PLN',
    });
  });

  it('refuses a taken e-mail in any letter case and adds no row', async () => {
    const existing = await createUser(t.app);
    const result = await t.gql(REGISTER, { input: registration({ email: existing.email.toUpperCase() }) });
    expect(fieldErrors(result)).toEqual({ email: [messages.emailTaken] });
    expect(await countUsers(existing.email)).toBe(1);
  });

  it('answers missing fields under each field', async () => {
    const result = await t.gql(REGISTER, { input: {} });
    expect(result.errors?.[0]?.message).toBe('The given data was invalid.');
    expect(Object.keys(fieldErrors(result) ?? {}).sort()).toEqual(['email', 'language', 'name', 'password', 'terms']);
    expect(fieldErrors(result)?.email).toEqual([messages.required]);
  });

  it.each([
    ['a common password', 'P@ssw0rd', messages.commonPassword],
    ['a weak password', 'alllowercase1!', messages.strongPassword],
    ['a 257-character password', `Aa1!${'x'.repeat(253)}`, 'This field should be no more than 256 characters long.'],
  ])('refuses %s', async (_label, password, message) => {
    const input = registration({ password });
    const result = await t.gql(REGISTER, { input });
    expect(fieldErrors(result)?.password).toContain(message);
    expect(await countUsers(input.email)).toBe(0);
  });

  it('keeps a 64+ character password whole', async () => {
    const password = `Aa1!${'long-passphrase-'.repeat(5)}`;
    const input = registration({ password });
    await t.gql(REGISTER, { input });
    await t.gql(VERIFY, { input: { email: input.email, code: codeFor(input.email) } });
    const login = await t.gql('mutation($i: LoginUserInput!) { loginUser(input: $i) { token } }', {
      i: { email: input.email, password },
    });
    expect(login.errors).toBeUndefined();
    const truncated = await t.gql('mutation($i: LoginUserInput!) { loginUser(input: $i) { token } }', {
      i: { email: input.email, password: password.slice(0, 64) },
    });
    expect(truncated.errors?.[0]?.message).toBe(messages.invalidCredentials);
  });

  it('leaves nothing behind when the code e-mail cannot be sent', async () => {
    const input = registration();
    const spy = vi.spyOn(t.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const result = await t.gql(REGISTER, { input });
    spy.mockRestore();
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(result)).not.toContain('SMTP');
    expect(await countUsers(input.email)).toBe(0);
  });
});

describe('verifyEmail failures', () => {
  const registerPending = async () => {
    const input = registration({ language: 'en' });
    await t.gql(REGISTER, { input });
    return { email: input.email, code: codeFor(input.email) ?? '' };
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('says the code is invalid, then bounds the attempts', async () => {
    const { email, code } = await registerPending();
    for (let i = 1; i <= 4; i += 1) {
      expect(fieldErrors(await t.gql(VERIFY, { input: { email, code: wrong(code) } }))).toEqual({
        code: [messages.invalidCode],
      });
    }
    expect(fieldErrors(await t.gql(VERIFY, { input: { email, code: wrong(code) } }))).toEqual({
      code: [messages.tooManyAttempts],
    });
    // Even the right code is refused once the attempts are spent.
    expect(fieldErrors(await t.gql(VERIFY, { input: { email, code } }))).toEqual({ code: [messages.tooManyAttempts] });
  });

  it('refuses an expired code', async () => {
    const { email, code } = await registerPending();
    const [user] = await t.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.app.deps.db
      .update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.userId, user?.id ?? ''));
    expect(fieldErrors(await t.gql(VERIFY, { input: { email, code } }))).toEqual({ code: [messages.codeExpired] });
  });

  it('answers an unknown e-mail like a wrong code, and checks the format', async () => {
    expect(fieldErrors(await t.gql(VERIFY, { input: { email: uniqueEmail(), code: '123456' } }))).toEqual({
      code: [messages.invalidCode],
    });
    expect(fieldErrors(await t.gql(VERIFY, { input: { email: 'x@example.com', code: '12ab' } }))).toEqual({
      code: [messages.invalidCode],
    });
  });
});

describe('resendVerificationCode', () => {
  it('is throttled right after registration, then sends a new working code', async () => {
    const input = registration();
    await t.gql(REGISTER, { input });
    const first = codeFor(input.email);
    const throttled = await t.gql(RESEND, { input: { email: input.email } });
    expect(errorCode(throttled)).toBe('TOO_MANY_REQUESTS');
    expect(throttled.errors?.[0]?.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);

    await t.app.deps.limiter.reset(`resend:${input.email}`);
    expect((await t.gql(RESEND, { input: { email: input.email } })).data).toEqual({
      resendVerificationCode: { status: 'ok' },
    });
    const second = codeFor(input.email);
    expect(t.outbox().filter((m) => m.to.includes(input.email))).toHaveLength(2);
    if (first !== second) {
      expect(fieldErrors(await t.gql(VERIFY, { input: { email: input.email, code: first } }))).toEqual({
        code: [messages.invalidCode],
      });
    }
    expect((await t.gql(VERIFY, { input: { email: input.email, code: second } })).errors).toBeUndefined();
  });

  it('answers ok for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await t.gql(RESEND, { input: { email } })).data).toEqual({ resendVerificationCode: { status: 'ok' } });
    expect(t.outbox().filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});
