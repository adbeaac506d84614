// The fake Google as a process of its own, for the browser journeys (apps/web/playwright.config.ts starts it with
// `tsx`): GOOGLE_FAKE_PORT, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URIS (comma-separated).
import { startFakeGoogle } from './fake-google';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`fake Google: ${name} is required`);
  return value;
};

const google = await startFakeGoogle({
  port: Number(required('GOOGLE_FAKE_PORT')),
  clientId: required('GOOGLE_CLIENT_ID'),
  clientSecret: required('GOOGLE_CLIENT_SECRET'),
  redirectUris: required('GOOGLE_REDIRECT_URIS').split(','),
});
console.log(`fake Google on ${google.url}`);
const stop = () => void google.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
