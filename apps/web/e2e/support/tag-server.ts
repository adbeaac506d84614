import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Loopback stand-ins for Google's gtag.js, Microsoft Clarity's and Hotjar's tags (decision 094), started by
// consent.spec and recording-hotjar.spec. Each fake does what the real tag does with the page's queue: gtag.js reads
// the `dataLayer` (the Arguments objects pushed by the page's gtag()), Clarity replays `clarity.q` and then takes the
// calls itself, Hotjar reads `_hjSettings`, replays `hj.q`, takes the calls itself and keeps its visitor in
// first-party cookies (`_hjSessionUser_{id}`, `_hjSession_{id}`). Instead of measuring, the fakes report every call
// they get to this server, which records them in order with the script requests.

const CALL_KINDS = ['gtag', 'clarity', 'hotjar'] as const;
type CallKind = (typeof CALL_KINDS)[number];
const isCallKind = (kind: string): kind is CallKind => (CALL_KINDS as readonly string[]).includes(kind);

interface ScriptRequest {
  kind: 'script';
  path: string;
  query: Record<string, string>;
}
export type TagRequest = ScriptRequest | { kind: CallKind; args: unknown[] };

// Dates become {date: ISO} on the way (gtag('js', new Date())). One report after the other, so that the server
// records the calls in the order the page made them.
const REPORT = `
  var origin = new URL(document.currentScript.src).origin;
  var chain = Promise.resolve();
  function plain(value) { return value instanceof Date ? { date: value.toISOString() } : value; }
  function report(kind, args) {
    var body = JSON.stringify(Array.prototype.map.call(args, plain));
    chain = chain.then(function () {
      return fetch(origin + '/report/' + kind, { method: 'POST', body: body }).catch(function () {});
    });
  }
`;

const FAKE_GTAG = `(function () {${REPORT}
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  dataLayer.forEach(function (args) { report('gtag', args); });
  var push = dataLayer.push;
  dataLayer.push = function () {
    Array.prototype.forEach.call(arguments, function (args) { report('gtag', args); });
    return push.apply(dataLayer, arguments);
  };
})();`;

const FAKE_CLARITY = `(function () {${REPORT}
  var queued = (window.clarity && window.clarity.q) || [];
  window.clarity = function () { report('clarity', arguments); };
  queued.forEach(function (args) { report('clarity', args); });
})();`;

// Hotjar's first report is the settings it was started with: ['settings', hjid, hjsv].
const FAKE_HOTJAR = `(function () {${REPORT}
  var settings = window._hjSettings || {};
  report('hotjar', ['settings', settings.hjid, settings.hjsv]);
  var queued = (window.hj && window.hj.q) || [];
  window.hj = function () { report('hotjar', arguments); };
  queued.forEach(function (args) { report('hotjar', args); });
  document.cookie = '_hjSessionUser_' + settings.hjid + '=e2e; path=/; max-age=31536000';
  document.cookie = '_hjSession_' + settings.hjid + '=e2e; path=/; max-age=1800';
})();`;

/** The fake a script address asks for: gtag.js, Clarity's tag (/clarity/tag/{id}) or Hotjar's (/hotjar/c/...). */
function fakeFor(path: string): string | null {
  if (path === '/gtag/js') return FAKE_GTAG;
  if (path.startsWith('/clarity/tag/')) return FAKE_CLARITY;
  if (/^\/hotjar\/c\/hotjar-\d+\.js$/.test(path)) return FAKE_HOTJAR;
  return null;
}

export interface TagServer {
  origin: string;
  /** Everything received, in order; a spec empties it between tests (`requests.length = 0`). */
  requests: TagRequest[];
  /** The arguments of each call one tag reported, in order. */
  calls(kind: CallKind): unknown[][];
  /** The script requests, in order. */
  scripts(): ScriptRequest[];
  close(): Promise<void>;
}

export async function startTagServer(): Promise<TagServer> {
  const requests: TagRequest[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // The page posts its reports cross-origin: allowed like the real collectors allow theirs.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'POST' && url.pathname.startsWith('/report/')) {
      const kind = url.pathname.slice('/report/'.length);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (isCallKind(kind)) requests.push({ kind, args: JSON.parse(body) as unknown[] });
        response.writeHead(204).end();
      });
      return;
    }
    const script = fakeFor(url.pathname);
    if (request.method === 'GET' && script) {
      requests.push({ kind: 'script', path: url.pathname, query: Object.fromEntries(url.searchParams) });
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(script);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    calls: (kind) => requests.flatMap((request) => (request.kind === kind ? [request.args] : [])),
    scripts: () => requests.flatMap((request) => (request.kind === 'script' ? [request] : [])),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
