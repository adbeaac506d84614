import { describe, expect, it } from 'vitest';
import { apiEnv, DEV_WEB_URL } from './dev.mjs';

describe('npm run dev', () => {
  it('sends links and payment returns to the Vite server the person works on', () => {
    expect(apiEnv({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin', PUBLIC_URL: DEV_WEB_URL });
  });

  it('keeps a PUBLIC_URL that was set', () => {
    expect(apiEnv({ PUBLIC_URL: 'https://dev.parkshare.test' }).PUBLIC_URL).toBe('https://dev.parkshare.test');
  });
});
