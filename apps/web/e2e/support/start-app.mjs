// Starts the built server on an empty data directory, as `npm start` would on a fresh machine.
// E2E_SERVER_ENTRY lets a run use a frozen copy of the build (e.g. while the working tree is being rebuilt).
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const entry = process.env.E2E_SERVER_ENTRY;
await import(entry ? pathToFileURL(entry).href : '../../../api/dist/main.js');
