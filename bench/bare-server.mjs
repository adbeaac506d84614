// The yardstick: a bare Fastify route that answers the same JSON as an authenticated `me`, with no token check,
// no GraphQL and no database.
import Fastify from 'fastify';

const body = process.env.BENCH_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/graphql', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
