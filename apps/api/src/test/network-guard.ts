import net from 'node:net';

// Tests must never reach the internet: any socket to a non-loopback host fails loudly.
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

// eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with the socket as `this`
const original = net.Socket.prototype.connect;
type ConnectArgs = Parameters<typeof original>;

function hostOf(args: unknown[]): string | undefined {
  const [first, second] = args;
  if (Array.isArray(first)) return hostOf(first);
  if (first && typeof first === 'object') {
    const options = first as { host?: string; path?: string };
    return options.path ? 'localhost' : (options.host ?? 'localhost');
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return 'localhost'; // a Unix socket path
  return typeof second === 'string' ? second : 'localhost';
}

// A setup file runs before every test file; the guard is put in place once per worker.
const GUARDED = Symbol.for('parkshare.network-guard');
const sockets = net.Socket.prototype as typeof net.Socket.prototype & { [GUARDED]?: true };

if (!sockets[GUARDED]) {
  sockets[GUARDED] = true;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: ConnectArgs) {
    const host = hostOf(args);
    if (host && !LOOPBACK.has(host)) {
      throw new Error(`Unexpected outbound network connection to ${host} in a test`);
    }
    return original.apply(this, args);
  } as typeof original;
}
