import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

// Which origin links and payment returns use when PUBLIC_URL is not set (issue 13). E-mail links always use the
// configured or printed address: building them from a request's Host header would let anyone send a password
// reset e-mail whose link leads to their own site. Only a payment's way back, which goes to the person paying,
// follows the request, and only to an origin the server itself answers on.

const UNSPECIFIED = new Set(['0.0.0.0', '::']);

const hostPart = (host: string) => (isIP(host) === 6 ? `[${host}]` : host);
const origin = (host: string, port: number) => new URL(`http://${hostPart(host)}:${port}`).origin;

/** The address to open in a browser for a server listening on host:port: what it prints and PUBLIC_URL's default. */
export function addressToOpen(host: string, port: number): string {
  if (host === '0.0.0.0') return origin('127.0.0.1', port);
  if (host === '::') return origin('::1', port);
  return origin(host, port);
}

/** Every origin a browser can reach the server at: its own address, loopback names and, on all interfaces, theirs. */
export function ownOrigins(host: string, port: number): Set<string> {
  const hosts = new Set([host]);
  if (host === 'localhost' || host.startsWith('127.') || UNSPECIFIED.has(host)) {
    ['127.0.0.1', 'localhost'].forEach((h) => hosts.add(h));
  }
  if (host === '::1' || host === 'localhost' || host === '::') ['::1', 'localhost'].forEach((h) => hosts.add(h));
  if (UNSPECIFIED.has(host)) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const address of addresses ?? []) hosts.add(address.address);
    }
  }
  const origins = new Set([addressToOpen(host, port)]);
  for (const name of hosts) if (!UNSPECIFIED.has(name)) origins.add(origin(name, port));
  return origins;
}

/** The origin a request came to (its Host header), when it is one of the server's own; otherwise null. */
export function ownRequestOrigin(host: string, port: number, hostHeader: string | undefined): string | null {
  if (!hostHeader || !/^[a-z0-9.\-[\]:]+$/i.test(hostHeader)) return null;
  try {
    const requested = new URL(`http://${hostHeader}`).origin;
    return ownOrigins(host, port).has(requested) ? requested : null;
  } catch {
    return null;
  }
}
