// Many people on the /map screen at once, each on a viewport of their own (issue 17 §1): every client walks its
// own way over one of the six generated cities — panning by a fifth to a half of the view, now and then zooming in
// or out, its view 1 to 10 km across — and asks what the screen asks for each view: the mapTile of every tile that
// covers it (tileZoomFor / tilesCovering, the web's own code), at most 6 at a time as a browser does per host.
// A client moves on once its view is answered, and no sooner than SEARCH_DEBOUNCE_MS after its last move (the map
// asks only after the view has been still that long). Latency is measured per request; a view's latency is the
// time until all its tiles have arrived. Runs in 2 worker threads, 25 clients each, on keep-alive connections; the
// answers are taken gzipped and not unpacked (as the browser's network stack would, off the page's thread).
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { percentile } from './lib.mjs';

const tiles = await tsImport('../packages/shared/src/map/tiles.ts', import.meta.url);
/** The web's pause after a move before it asks (apps/web/src/features/map/hooks/use-map-parkings.ts). */
const SEARCH_DEBOUNCE_MS = 300;

/** The six cities of bench/data/generate-marketplace.mjs: centre and spread (σ) in degrees. */
const CITIES = [
  [52.2297, 21.0122, 0.06, 0.09],
  [50.0614, 19.9366, 0.04, 0.06],
  [51.1079, 17.0385, 0.04, 0.06],
  [52.4064, 16.9252, 0.035, 0.055],
  [54.352, 18.6466, 0.04, 0.06],
  [51.7592, 19.456, 0.035, 0.055],
];

// A small seeded generator (mulberry32): the same walks on every run.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const KM_PER_DEGREE = 111.2;

/** An endless walk of views for client `index`: { north, south, east, west } each. */
export function* walk(index) {
  const next = random(1000 + index);
  const [latitude0, longitude0, sigmaLat, sigmaLon] = CITIES[index % CITIES.length];
  let latitude = latitude0 + (next() - 0.5) * 2 * sigmaLat;
  let longitude = longitude0 + (next() - 0.5) * 2 * sigmaLon;
  let widthKm = 1 + next() * 9;
  const aspect = 0.6 + next() * 1.2; // height / width: a phone upright to a wide desktop window
  for (;;) {
    const halfHeight = (widthKm * aspect) / 2 / KM_PER_DEGREE;
    const halfWidth = widthKm / 2 / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
    yield {
      north: latitude + halfHeight,
      south: latitude - halfHeight,
      east: longitude + halfWidth,
      west: longitude - halfWidth,
    };
    const move = next();
    if (move < 0.15) widthKm = Math.max(1, widthKm / 2);
    else if (move < 0.3) widthKm = Math.min(10, widthKm * 2);
    else {
      // Pan a fifth to a half of the view, drifting back towards the centre once beyond two σ.
      const angle = next() * 2 * Math.PI;
      const step = (0.2 + next() * 0.3) * widthKm;
      latitude += (Math.sin(angle) * step) / KM_PER_DEGREE;
      longitude += (Math.cos(angle) * step) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
      if (Math.abs(latitude - latitude0) > 2 * sigmaLat) latitude = latitude0 + (latitude - latitude0) * 0.5;
      if (Math.abs(longitude - longitude0) > 2 * sigmaLon) longitude = longitude0 + (longitude - longitude0) * 0.5;
    }
  }
}

function post(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function runClients({ url, token, query, window, clients, first, measureFrom, until, pauseMs }) {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br',
  };
  const requests = [];
  const views = [];
  let errors = 0;
  let bytes = 0;
  const client = async (index) => {
    const perClient = new http.Agent({ keepAlive: true, maxSockets: 6 });
    for (const view of walk(index)) {
      const started = performance.now();
      if (Date.now() >= until) break;
      const z = tiles.tileZoomFor(view);
      const asked = tiles.tilesCovering(view, z);
      const queue = [...asked];
      const worker = async () => {
        for (let tile = queue.shift(); tile; tile = queue.shift()) {
          const body = JSON.stringify({
            operationName: 'MapTile',
            query,
            variables: { input: { ...tile, ...window } },
          });
          const sent = performance.now();
          try {
            const received = await post(perClient, url, headers, body);
            if (Date.now() >= measureFrom) {
              requests.push(performance.now() - sent);
              bytes += received;
            }
          } catch {
            errors += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(6, asked.length) }, worker));
      const took = performance.now() - started;
      if (Date.now() >= measureFrom) views.push(took);
      if (took < pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs - took));
    }
    perClient.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, offset) => client(first + offset)));
  return { requests, views, errors, bytes };
}

/**
 * Runs 50 walking clients for `duration` seconds after `warmup` seconds; figures in ms. `pauseMs` 0 makes every
 * client move on the moment its view is answered: the server's capacity rather than what people ask of it.
 */
export async function mapWalk({
  url,
  token,
  query,
  window,
  clients = 50,
  duration = 10,
  warmup = 2,
  workers = 2,
  pauseMs = SEARCH_DEBOUNCE_MS,
}) {
  const measureFrom = Date.now() + warmup * 1000;
  const until = measureFrom + duration * 1000;
  const share = Math.ceil(clients / workers);
  const parts = await Promise.all(
    Array.from(
      { length: workers },
      (_, part) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            execArgv: [],
            workerData: {
              url,
              token,
              query,
              window,
              clients: Math.min(share, clients - part * share),
              first: part * share,
              measureFrom,
              until,
              pauseMs,
            },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const requests = parts.flatMap((part) => part.requests).sort((a, b) => a - b);
  const views = parts.flatMap((part) => part.views).sort((a, b) => a - b);
  const errors = parts.reduce((sum, part) => sum + part.errors, 0);
  if (errors > 0) throw new Error(`map walk: ${errors} requests failed`);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    requestsPerSecond: Math.round(requests.length / duration),
    p50: round(percentile(requests, 0.5)),
    p99: round(percentile(requests, 0.99)),
    total: requests.length,
    views: views.length,
    viewP50: round(percentile(views, 0.5)),
    viewP99: round(percentile(views, 0.99)),
    answerKB: round(parts.reduce((sum, part) => sum + part.bytes, 0) / 1024 / Math.max(1, requests.length)),
  };
}

if (!isMainThread) parentPort.postMessage(await runClients(workerData));
