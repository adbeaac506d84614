// Starts the built server on an empty data directory, as `npm start` would on a fresh machine.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../../../api/dist/main.js');
