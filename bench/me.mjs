// Issue 2 target: an authenticated `me` (token check, session lookup, user read) reaches at least 12% of the
// requests/s of a bare Fastify route answering the same JSON, on PostgreSQL; PGlite is measured beside it.
import { join } from 'node:path';
import { freshDatabase, load, loginDemo, root, startParkshare, startServer } from './lib.mjs';

const ME = 'query Me { me { id name email language timezone birthdayOn status roles balance } }';

async function measureMe(server, duration) {
  const token = await loginDemo(server.url);
  const body = JSON.stringify({ operationName: 'Me', query: ME, variables: {} });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const answer = await (await fetch(`${server.url}/api/graphql`, { method: 'POST', headers, body })).text();
  const figures = await load({ url: `${server.url}/api/graphql`, method: 'POST', headers, body, duration });
  return { answer, figures };
}

export async function benchMe({ duration }) {
  const rows = [];
  const pg = freshDatabase('parkshare_bench_me');
  let answer = '{}';
  try {
    const server = await startParkshare({ port: 4402, databaseUrl: pg.url });
    try {
      const result = await measureMe(server, duration);
      answer = result.answer;
      rows.push({ target: 'me on PostgreSQL', ...result.figures });
    } finally {
      await server.stop();
    }
  } finally {
    pg.drop();
  }

  const pglite = await startParkshare({ port: 4403 });
  try {
    rows.push({ target: 'me on PGlite', ...(await measureMe(pglite, duration)).figures });
  } finally {
    await pglite.stop();
  }

  const bare = await startServer({
    script: join(root, 'bench/bare-server.mjs'),
    port: 4401,
    env: { BENCH_BODY: answer },
  });
  try {
    const body = JSON.stringify({ operationName: 'Me', query: ME, variables: {} });
    const figures = await load({
      url: `${bare.url}/api/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duration,
    });
    rows.push({ target: 'bare Fastify, same JSON', ...figures });
  } finally {
    await bare.stop();
  }

  const bareRps = rows.at(-1).requestsPerSecond;
  for (const row of rows) row.ofBare = `${((row.requestsPerSecond / bareRps) * 100).toFixed(1)}%`;
  const pgShare = rows[0].requestsPerSecond / bareRps;
  return {
    rows,
    checks: [
      { name: 'me on PostgreSQL ≥ 12% of bare Fastify', ok: pgShare >= 0.12, value: `${(pgShare * 100).toFixed(1)}%` },
    ],
  };
}
