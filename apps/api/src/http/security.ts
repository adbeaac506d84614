import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

// 'https://{s}.tile.example/{z}/...' → 'https://*.tile.example'; any other URL → its origin.
export function sourceOf(template: string): string {
  const wildcard = template.includes('{s}');
  const url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/gi, '0'));
  const host = wildcard && url.hostname.startsWith('a.') ? `*.${url.hostname.slice(2)}` : url.hostname;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

/** Security headers with a strict CSP: only our own scripts; tiles and geocoder from their configured origins. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', sourceOf(config.mapTileUrl)],
        connectSrc: ["'self'", sourceOf(config.geocoderUrl)],
        fontSrc: ["'self'", 'data:'],
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
  });
}
