import { afterAll } from 'vitest';
import { closeTestApps } from './app';

// A setup file: it runs in every test file's context, so each file closes the apps it made and drops its database
// when it ends — also when several files share one worker's modules (vitest.config.ts, isolate: false).
afterAll(closeTestApps);
