import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Fixed ports and a fixed data directory: the config is loaded by every worker, so nothing here may be random.
const port = Number(process.env.E2E_PORT ?? 4310);
const tilePort = port + 1;
const baseUrl = `http://127.0.0.1:${port}`;
const tileBaseUrl = `http://127.0.0.1:${tilePort}`;
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `parkshare-e2e-${port}`);

export const e2eEnv = {
  port,
  tilePort,
  baseUrl,
  tileBaseUrl,
  dataDir,
  mailDir: join(dataDir, 'mail'),
  serverEnv: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'true',
    MAP_TILE_URL: `${tileBaseUrl}/tiles/{z}/{x}/{y}.png`,
    GEOCODER_URL: `${tileBaseUrl}/geocoder`,
    LOG_LEVEL: 'warn',
    // A frozen copy of the build, when given (see start-app.mjs).
    ...(process.env.E2E_SERVER_ENTRY ? { E2E_SERVER_ENTRY: process.env.E2E_SERVER_ENTRY } : {}),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  } as Record<string, string>,
};
