import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { TagSources } from '../config-tags';

// 'https://{s}.tile.example/{z}/...' → 'https://*.tile.example'; any other URL → its origin.
export function sourceOf(template: string): string {
  const wildcard = template.includes('{s}');
  const url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/gi, '0'));
  const host = wildcard && url.hostname.startsWith('a.') ? `*.${url.hostname.slice(2)}` : url.hostname;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

const sentryOrigin = (dsn: string): string => new URL(dsn).origin;

/**
 * Security headers with a strict CSP: only our own scripts, and the analytics and recording tags' when configured;
 * tiles and geocoder from their configured origins; error reports to the DSN's host when configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(config));
  // The set never varies per request (no CSP nonces), so it is set as one object on every reply.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/**
 * The headers @fastify/helmet sets with these options, computed once. Registered as a plugin, helmet rebuilds its
 * middleware and re-parses the CSP directives on every request (about 3% of CPU on the `me` hot path); helmet
 * stays the source of truth for the header names and values, we only stop recomputing them.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    // In the handler, the raw response holds exactly what helmet's onRequest hook set, nothing else yet.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const headers = (await probe.inject('/')).json<Record<string, string>>();
    if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
    return headers;
  } finally {
    await probe.close();
  }
}

// The origins the configured analytics and recording tags load from and send to (decision 094); none when unset.
function tagSources(config: Config, kind: keyof TagSources): string[] {
  const sources = [config.analytics, config.recording].flatMap((tag) => tag?.sources[kind] ?? []);
  return [...new Set(sources)];
}

function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tagSources(config, 'script')],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...tagSources(config, 'style')],
        imgSrc: ["'self'", 'data:', 'blob:', sourceOf(config.mapTileUrl), ...tagSources(config, 'img')],
        // With error reporting on, the browser sends its events to the DSN's host (decision 093).
        connectSrc: [
          "'self'",
          sourceOf(config.geocoderUrl),
          ...tagSources(config, 'connect'),
          ...(config.sentry ? [sentryOrigin(config.sentry.dsn)] : []),
        ],
        fontSrc: ["'self'", 'data:', ...tagSources(config, 'font')],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense behind HTTPS, which production deployments terminate in front of us.
    strictTransportSecurity: config.isProduction,
    crossOriginEmbedderPolicy: false,
  };
}
