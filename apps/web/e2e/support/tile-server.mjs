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

// Nominatim's answer shapes (format=jsonv2, addressdetails=1) for a few known places. /search matches every
// word of q (case and Polish letters folded); "geocoder-down" answers 503. /reverse makes up a building on
// Aleje Jerozolimskie whose number follows the point, so a moved pin gets a different address; near 0,0 (the
// sea) it answers Nominatim's "Unable to geocode".
const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const PLACES = [
  {
    id: 1001,
    lat: '52.2296756',
    lon: '21.0122287',
    road: 'Marszałkowska',
    house_number: '10',
    suburb: 'Śródmieście',
    city: 'Warszawa',
    state: 'województwo mazowieckie',
    iso: 'PL-14',
    postcode: '00-590',
  },
  {
    id: 1002,
    lat: '52.2318152',
    lon: '21.0059839',
    road: 'Marszałkowska',
    house_number: '104/122',
    suburb: 'Śródmieście',
    city: 'Warszawa',
    state: 'województwo mazowieckie',
    iso: 'PL-14',
    postcode: '00-017',
  },
  {
    id: 1003,
    lat: '50.0619474',
    lon: '19.9368564',
    road: 'Floriańska',
    house_number: '3',
    suburb: 'Stare Miasto',
    city: 'Kraków',
    state: 'województwo małopolskie',
    iso: 'PL-12',
    postcode: '31-019',
  },
];

const fold = (text) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');

function nominatimPlace({ id, lat, lon, road, house_number, suburb, city, state, iso, postcode }) {
  const display_name = [house_number, road, suburb, city, state, postcode, 'Polska'].filter(Boolean).join(', ');
  return {
    place_id: id,
    licence: LICENCE,
    osm_type: 'way',
    osm_id: id * 10,
    lat,
    lon,
    category: 'building',
    type: 'yes',
    place_rank: 30,
    importance: 0.2,
    addresstype: 'building',
    name: '',
    display_name,
    address: {
      house_number,
      road,
      suburb,
      city,
      state,
      'ISO3166-2-lvl4': iso,
      postcode,
      country: 'Polska',
      country_code: 'pl',
    },
    boundingbox: [lat, lat, lon, lon],
  };
}

function sendJson(response, status, body) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

function geocoderSearch(url, response) {
  const q = fold(url.searchParams.get('q') ?? '');
  if (q.includes('geocoder-down')) return sendJson(response, 503, { error: 'Service unavailable' });
  const words = q.split(/[\s,]+/).filter(Boolean);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const found = PLACES.map(nominatimPlace).filter(
    (place) => words.length > 0 && words.every((word) => fold(place.display_name).includes(word)),
  );
  return sendJson(response, 200, found.slice(0, limit));
}

function geocoderReverse(url, response) {
  const lat = Number(url.searchParams.get('lat'));
  const lon = Number(url.searchParams.get('lon'));
  if (!Number.isFinite(lat) || !Number.isFinite(lon))
    return sendJson(response, 400, { error: { code: 400, message: 'Parameter lat/lon missing.' } });
  if (Math.abs(lat) < 1 && Math.abs(lon) < 1) return sendJson(response, 200, { error: 'Unable to geocode' });
  const number = String(1 + (Math.abs(Math.round(lat * 20_000) + Math.round(lon * 20_000)) % 199));
  return sendJson(
    response,
    200,
    nominatimPlace({
      id: 2000 + Number(number),
      lat: lat.toFixed(7),
      lon: lon.toFixed(7),
      road: 'Aleje Jerozolimskie',
      house_number: number,
      suburb: 'Śródmieście',
      city: 'Warszawa',
      state: 'województwo mazowieckie',
      iso: 'PL-14',
      postcode: '00-697',
    }),
  );
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
  if (url.pathname === '/geocoder/search') return geocoderSearch(url, response);
  if (url.pathname === '/geocoder/reverse') return geocoderReverse(url, response);
  if (url.pathname.startsWith('/geocoder')) {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify([{ lat: '52.2297', lon: '21.0122', display_name: 'Warszawa, Polska' }]));
  }
  response.statusCode = 404;
  response.end();
}).listen(port, '127.0.0.1');
