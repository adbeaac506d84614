import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { PaymentProvider } from './provider';
import { createPrzelewy24Provider, type Przelewy24Provider } from './przelewy24/przelewy24.provider';
import { fetchTransport, type Transport } from './sandbox/delivery';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox.provider';

// One provider per app (config.paymentProvider: the sandbox, or Przelewy24). The sandbox delivers its
// notifications over HTTP to Parkshare's public URL; an app that is not listening (API tests) hands them to
// itself through app.inject() — the same route, parser, signature check and handler either way.

const transports = new WeakMap<AppDeps, Transport>();
const providers = new WeakMap<AppDeps, SandboxProvider>();
const przelewy24s = new WeakMap<AppDeps, Przelewy24Provider>();

/** Where the webhook lives: what Parkshare gives a gateway as `notifyUrl`. */
export const notifyUrl = (deps: AppDeps, provider: string) =>
  `${deps.config.publicUrl}/api/payments/notifications/${provider}`;

/**
 * The browser's way back after an online payment (the web app's /payment-redirect): to `origin`, where the person
 * opened the app (RequestMeta.origin, only ever one of the server's own), or else to the public URL.
 */
export const returnUrl = (deps: AppDeps, paymentId: string, origin?: string) =>
  `${origin ?? deps.config.publicUrl}/payment-redirect?paymentId=${encodeURIComponent(paymentId)}`;

/** Delivery at the edge: real HTTP when the app listens, app.inject() for notifications to itself when it does not. */
export function useAppTransport(app: FastifyInstance, deps: AppDeps): void {
  const base = deps.config.publicUrl;
  transports.set(deps, async (request) => {
    if (app.server.listening || !request.url.startsWith(`${base}/`)) return fetchTransport(request);
    const response = await app.inject({
      method: 'POST',
      url: request.url.slice(base.length),
      headers: request.headers,
      payload: request.body,
    });
    return response.statusCode;
  });
}

/** Replaces the delivery transport (the edge to the network): tests take the webhook down or capture deliveries. */
export function setGatewayTransport(deps: AppDeps, transport: Transport): void {
  transports.set(deps, transport);
}

export function sandboxFor(deps: AppDeps): SandboxProvider {
  let provider = providers.get(deps);
  if (!provider) {
    provider = createSandboxProvider({
      db: deps.db,
      secret: deps.config.paymentsWebhookSecret,
      publicUrl: deps.config.publicUrl,
      transport: (request) => (transports.get(deps) ?? fetchTransport)(request),
      log: deps.log,
    });
    providers.set(deps, provider);
  }
  return provider;
}

/** Przelewy24 with the app's account (PAYMENT_PROVIDER=przelewy24). */
export function przelewy24For(deps: AppDeps): Przelewy24Provider {
  const config = deps.config.przelewy24;
  if (!config) throw new Error('Przelewy24 is not configured (PAYMENT_PROVIDER=przelewy24 and P24_*)');
  let provider = przelewy24s.get(deps);
  if (!provider) {
    provider = createPrzelewy24Provider(config);
    przelewy24s.set(deps, provider);
  }
  return provider;
}

/** The app's payment gateway (payouts call createPayout through it). */
export function getPaymentProvider(deps: AppDeps): PaymentProvider {
  return deps.config.paymentProvider === 'przelewy24' ? przelewy24For(deps) : sandboxFor(deps);
}

/** A provider by the name in a webhook's path, or null for one Parkshare does not use. */
export function providerNamed(deps: AppDeps, name: string): PaymentProvider | null {
  return name === deps.config.paymentProvider ? getPaymentProvider(deps) : null;
}
