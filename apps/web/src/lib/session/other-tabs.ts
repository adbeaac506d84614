import { STORAGE_KEYS } from './token-storage';

// Signing out in one tab signs out the others at once (issue 13), not on their next click as an "expired"
// session. A BroadcastChannel message says so to tabs of any session kind; the storage event of the shared
// token going away covers browsers without the channel and sign-outs that did not announce themselves.

const CHANNEL = 'parkshare-session';
const SIGNED_OUT = 'signed-out';

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  }
  return channel;
}

/** Tells the other tabs of this browser that the user signed out here. */
export function announceSignOut(): void {
  sessionChannel()?.postMessage({ type: SIGNED_OUT });
}

/** Calls `listener` when another tab signs out; returns the way to stop listening. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === SIGNED_OUT) listener();
  };
  const onStorage = (event: StorageEvent) => {
    const tokenGone = event.key === STORAGE_KEYS.tokenDefault && event.oldValue !== null && event.newValue === null;
    if (event.storageArea === window.localStorage && (tokenGone || event.key === null)) listener();
  };
  const bus = sessionChannel();
  bus?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    bus?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
