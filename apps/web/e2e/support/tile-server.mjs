// A loopback stand-in for the map tile server and geocoder, so journeys never leave this machine.
// Tiles are real 256×256 PNGs (a light grey square) made here with zlib.
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function solidPng(size, [r, g, b]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const tile = solidPng(256, [229, 233, 236]);
const port = Number(process.env.TILE_PORT ?? 4311);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  response.setHeader('access-control-allow-origin', '*');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname.startsWith('/tiles/')) {
    response.setHeader('content-type', 'image/png');
    return response.end(tile);
  }
  if (url.pathname.startsWith('/geocoder')) {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify([{ lat: '52.2297', lon: '21.0122', display_name: 'Warszawa, Polska' }]));
  }
  response.statusCode = 404;
  response.end();
}).listen(port, '127.0.0.1');
