import { messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/auth-tokens';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor, uniqueEmail } from '../../test/factories';

const FORGOT = 'mutation($input: EmailInput!) { forgotPassword(input: $input) { status } }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { status } }';
const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }';
const LOGIN = 'mutation($input: LoginUserInput!) { loginUser(input: $input) { token } }';
const ME = '{ me { id } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
});

const resetLinkFor = (email: string) =>
  t
    .outbox()
    .filter((m) => m.to.includes(email))
    .at(-1)
    ?.text.match(/https:\/\/\S+/)?.[0];
const tokenOf = (link: string | undefined) => new URL(link ?? 'https://x').searchParams.get('token') ?? '';

describe('forgotPassword → resetPassword', () => {
  it('e-mails a link, sets the password once and ends every session', async () => {
    const user = await createUser(t.app, { language: 'pl' });
    const session = await tokenFor(t.app, user);
    expect((await t.gql(FORGOT, { input: { email: user.email } })).data).toEqual({ forgotPassword: { status: 'ok' } });
    const mail = t
      .outbox()
      .filter((m) => m.to.includes(user.email))
      .at(-1);
    expect(mail?.subject).toBe('Ustaw nowe hasło do Parkshare');
    const link = resetLinkFor(user.email);
    expect(link).toMatch(/^https:\/\/parkshare\.example\/reset-password\?token=[\w-]{43}$/);

    const password = 'Brand-New-Pass-7';
    expect((await t.gql(RESET, { input: { token: tokenOf(link), password } })).data).toEqual({
      resetPassword: { status: 'ok' },
    });
    expect(errorCode(await t.gql(ME, {}, { token: session }))).toBe('UNAUTHENTICATED');
    expect((await t.gql(LOGIN, { input: { email: user.email, password } })).errors).toBeUndefined();
    // Single use.
    expect(fieldErrors(await t.gql(RESET, { input: { token: tokenOf(link), password: 'Another-Pass-8' } }))).toEqual({
      token: [messages.invalidResetToken],
    });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await t.gql(FORGOT, { input: { email } })).data).toEqual({ forgotPassword: { status: 'ok' } });
    expect(t.outbox().filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('refuses expired and invented tokens, and common passwords', async () => {
    const user = await createUser(t.app);
    await t.gql(FORGOT, { input: { email: user.email } });
    const token = tokenOf(resetLinkFor(user.email));
    expect(fieldErrors(await t.gql(RESET, { input: { token, password: 'P@ssw0rd' } }))).toEqual({
      password: [messages.commonPassword],
    });
    await t.app.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect(fieldErrors(await t.gql(RESET, { input: { token, password: 'Brand-New-Pass-7' } }))).toEqual({
      token: [messages.invalidResetToken],
    });
    expect(fieldErrors(await t.gql(RESET, { input: { token: 'invented', password: 'Brand-New-Pass-7' } }))).toEqual({
      token: [messages.invalidResetToken],
    });
  });
});

describe('changePassword', () => {
  it('checks the current password, keeps this session, ends the others', async () => {
    const user = await createUser(t.app);
    const mine = await tokenFor(t.app, user);
    const other = await tokenFor(t.app, user);
    expect(
      fieldErrors(
        await t.gql(
          CHANGE,
          { input: { currentPassword: 'Wrong-Pass-1', newPassword: 'Brand-New-Pass-7' } },
          { token: mine },
        ),
      ),
    ).toEqual({
      currentPassword: [messages.wrongPassword],
    });
    const changed = await t.gql<{ changePassword: { token: string } }>(
      CHANGE,
      { input: { currentPassword: user.password, newPassword: 'Brand-New-Pass-7' } },
      { token: mine },
    );
    expect(changed.data?.changePassword.token).toBeTruthy();
    expect((await t.gql(ME, {}, { token: mine })).data).toEqual({ me: { id: user.id } });
    expect((await t.gql(ME, {}, { token: changed.data?.changePassword.token })).data).toEqual({ me: { id: user.id } });
    expect(errorCode(await t.gql(ME, {}, { token: other }))).toBe('UNAUTHENTICATED');
  });

  it('needs a token and refuses the same or a common password', async () => {
    expect(errorCode(await t.gql(CHANGE, { input: { currentPassword: 'a', newPassword: 'b' } }))).toBe(
      'UNAUTHENTICATED',
    );
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    expect(
      fieldErrors(
        await t.gql(CHANGE, { input: { currentPassword: user.password, newPassword: user.password } }, { token }),
      ),
    ).toEqual({ newPassword: [messages.samePassword] });
    expect(
      fieldErrors(
        await t.gql(CHANGE, { input: { currentPassword: user.password, newPassword: 'P@ssw0rd' } }, { token }),
      ),
    ).toEqual({ newPassword: [messages.commonPassword] });
  });
});
