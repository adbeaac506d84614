import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../test/app';
import { createUser, tokenFor } from '../test/factories';
import { type FakeSentry, startFakeSentry } from '../test/fakes/sentry/fake-sentry';
import { startErrorReporting } from './error-reporting';

// Issue 18 §1 and §4 (decision 093): an unexpected server error reaches Sentry once, scrubbed, with the request's
// id and the browser's trace; expected refusals send nothing; without SENTRY_DSN nothing is even loaded.

const ADD_CAR = 'mutation AddCar($input: VehicleInput!) { createVehicle(input: $input) { id } }';
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const SENTRY_TRACE = `${TRACE_ID}-b7ad6b7169203331-0`;

describe('without SENTRY_DSN', () => {
  it('loads nothing and reports nothing', async () => {
    const load = vi.fn();
    const reporter = await startErrorReporting(null, { load });
    expect(load).not.toHaveBeenCalled();
    expect(reporter.enabled).toBe(false);
    const t = await createTestApp();
    expect(t.app.deps.errors.enabled).toBe(false);
    const config = (await t.app.inject('/api/config')).json<{ sentry: unknown }>();
    expect(config.sentry).toBeNull();
  });
});

describe('with SENTRY_DSN', () => {
  let sentry: FakeSentry;
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    sentry = await startFakeSentry();
    t = await createTestApp(
      { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'parkshare@abc123' },
      {
        logger: {
          level: 'info',
          stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
        },
      },
    );
    // A real failure deep in a real write: the database refuses the car with a message naming the driver's
    // e-mail address and the plate, as a driver's error message could.
    await t.app.deps.db.execute(sql`
      CREATE FUNCTION error_reporting_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'refused % for %', NEW.registration_number, (SELECT email FROM users WHERE id = NEW.user_id);
      END $$`);
    await t.app.deps.db.execute(sql`
      CREATE TRIGGER error_reporting_test_refuse BEFORE INSERT ON vehicles
      FOR EACH ROW EXECUTE FUNCTION error_reporting_test_refuse()`);
  });

  afterAll(async () => {
    await t.app.deps.db.execute(sql`DROP TRIGGER error_reporting_test_refuse ON vehicles`);
    await t.app.deps.db.execute(sql`DROP FUNCTION error_reporting_test_refuse()`);
    await sentry.close();
  });

  it('gives the browser the DSN, environment and release, and lets it reach the DSN host', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json<{ sentry: unknown }>().sentry).toEqual({
      dsn: sentry.dsn,
      environment: 'staging',
      release: 'parkshare@abc123',
      sampleRate: 1,
      tracesSampleRate: 0,
    });
    const origin = new URL(sentry.dsn).origin;
    expect(response.headers['content-security-policy']).toMatch(new RegExp(`connect-src [^;]*${origin}`));
  });

  it('sends nothing for expected refusals: validation, not found, unauthenticated', async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    const invalid = await t.gql(ADD_CAR, { input: { registrationNumber: '!!' } }, { token });
    expect(errorCode(invalid)).toBe('VALIDATION_FAILED');
    const missing = await t.gql(
      'query($id: ID!) { vehicle(id: $id) { id } }',
      {
        id: '00000000-0000-4000-8000-000000000000',
      },
      { token },
    );
    expect(errorCode(missing)).toBe('NOT_FOUND');
    const anonymous = await t.gql('query { myVehicles { id } }');
    expect(anonymous.errors?.[0]?.message).toBe('Unauthenticated.');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(broken.statusCode).toBe(400);
    await t.app.deps.errors.flush();
    expect(sentry.events()).toEqual([]);
  });

  it('reports an unexpected error once, scrubbed, with the request id and the browser trace', async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql?token=secret-in-the-url',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        cookie: 'session=cookie-secret',
        'sentry-trace': SENTRY_TRACE,
        baggage: `sentry-trace_id=${TRACE_ID},sentry-environment=staging,sentry-public_key=f0e1d2c3b4a5968778695a4b3c2d1e0f`,
      },
      payload: JSON.stringify({
        operationName: 'AddCar',
        query: ADD_CAR,
        variables: { input: { registrationNumber: 'WA 12345', name: 'Blik 777123 IBAN PL61109010140000071219812874' } },
      }),
    });
    expect(response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
    await vi.waitFor(() => expect(sentry.events()).toHaveLength(1), { timeout: 5000 });
    await t.app.deps.errors.flush();
    expect(sentry.events()).toHaveLength(1);
    const [event] = sentry.events();
    const [envelope] = sentry.envelopes;

    // The failure itself, scrubbed.
    const values = event?.exception?.values?.map((value) => value.value) ?? [];
    expect(values).toContainEqual(expect.stringMatching(/^refused \[Filtered\] for \[Filtered\]$/));
    expect(values).toContainEqual(
      expect.stringMatching(/^Failed query: insert into "vehicles".*\nparams: \[Filtered\]$/s),
    );
    for (const secret of [user.email, 'WA12345', 'WA 12345', token, 'cookie-secret', 'secret-in-the-url', '777123']) {
      expect(envelope?.raw).not.toContain(secret);
    }
    expect(envelope?.raw).not.toContain('PL61109010140000071219812874');
    expect(event?.request).toEqual({ method: 'POST', url: '/api/graphql' });

    // Where it belongs: the deployment, the request (its log lines carry the same id) and the browser's trace.
    expect(event?.environment).toBe('staging');
    expect(event?.release).toBe('parkshare@abc123');
    expect(event?.tags?.['graphql.operation']).toBe('AddCar');
    const logged = lines.find((line) => line.msg === 'unexpected error in GraphQL');
    expect(logged?.reqId).toEqual(expect.any(String));
    expect(event?.tags?.request_id).toBe(logged?.reqId);
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed?.reqId).toBe(logged?.reqId);
    expect(event?.contexts?.trace?.trace_id).toBe(TRACE_ID);
    expect((envelope?.header.trace as { trace_id?: string } | undefined)?.trace_id).toBe(TRACE_ID);
    expect(sentry.refusals).toEqual([]);
  });

  it('starts a trace of its own when the browser sends a malformed or hostile one', async () => {
    sentry.clear();
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokenFor(t.app, user)}`,
        'sentry-trace': `${'z'.repeat(32)}-\u0000-1`,
        baggage: `sentry-trace_id=${'a'.repeat(8000)},${'x=1,'.repeat(500)}`,
      },
      payload: JSON.stringify({
        operationName: 'AddCar',
        query: ADD_CAR,
        variables: { input: { registrationNumber: 'KR1234A' } },
      }),
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(sentry.events()).toHaveLength(1), { timeout: 5000 });
    expect(sentry.events()[0]?.contexts?.trace?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(sentry.envelopes[0]?.raw).not.toContain('KR1234A');
  });

  it('reports a REST request that fails unexpectedly once, scrubbed, answering 500 with nothing of the cause', async () => {
    sentry.clear();
    const email = `rest-failure-${Date.now()}@example.com`;
    // The same kind of real failure on a REST route: the database refuses the new account, naming its e-mail.
    await t.app.deps.db.execute(sql`
      CREATE FUNCTION error_reporting_test_refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'refused %', NEW.email;
      END $$`);
    await t.app.deps.db.execute(sql`
      CREATE TRIGGER error_reporting_test_refuse_user BEFORE INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION error_reporting_test_refuse_user()`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json', 'sentry-trace': SENTRY_TRACE },
        payload: { name: 'Rest Failure', email, password: 'Parkshare!2026', terms: true, language: 'en' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Unexpected error.', code: 'INTERNAL_SERVER_ERROR' });
      await vi.waitFor(() => expect(sentry.events()).toHaveLength(1), { timeout: 5000 });
      await t.app.deps.errors.flush();
      expect(sentry.events()).toHaveLength(1);
      const [event] = sentry.events();
      expect(event?.request).toEqual({ method: 'POST', url: '/api/auth/register' });
      expect(event?.tags?.request_id).toEqual(expect.any(String));
      expect(event?.contexts?.trace?.trace_id).toBe(TRACE_ID);
      expect(sentry.envelopes.at(-1)?.raw).not.toContain(email);
      expect(sentry.envelopes.at(-1)?.raw).not.toContain('Parkshare!2026');
      expect(sentry.refusals).toEqual([]);
    } finally {
      await t.app.deps.db.execute(sql`DROP TRIGGER error_reporting_test_refuse_user ON users`);
      await t.app.deps.db.execute(sql`DROP FUNCTION error_reporting_test_refuse_user()`);
    }
  });

  it('reports a failed background job with its name', async () => {
    sentry.clear();
    const job = { name: 'error-reporting-test-job', everyMs: 60_000, run: () => Promise.reject(new Error('boom')) };
    const { startScheduler } = await import('../jobs/scheduler');
    const scheduler = startScheduler(t.app.deps, [], [job]);
    await scheduler.runNow(job.name);
    await scheduler.stop();
    await vi.waitFor(() => expect(sentry.events()).toHaveLength(1), { timeout: 5000 });
    expect(sentry.events()[0]?.tags?.job).toBe(job.name);
    expect(sentry.events()[0]?.tags?.request_id).toBeUndefined();
  });
});
