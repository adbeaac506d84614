import webpush from 'web-push';
import type { AppDeps } from '../../app-deps';
import { forgetGoneSubscription, noteFailure, type StoredSubscription } from './push-subscriptions';

// One push message to one browser, through its push service (RFC 8030) with VAPID (RFC 8292) and an aes128gcm
// payload (RFC 8291). web-push builds the request; fetch sends it, so a time limit applies and tests may point a
// subscription at a push service of their own on 127.0.0.1.

export interface PushMessage {
  /** Shown by the service worker (apps/web/public/sw-push.js). */
  payload: { title: string; body: string; tag: string; url: string };
  /** Replaces a message with the same topic still waiting at the push service (an extension's new reminder). */
  topic: string;
  /** Seconds the push service keeps the message for an offline browser: a reminder is useless once the moment passed. */
  ttl: number;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

const TIMEOUT_MS = 10_000;

export async function sendPush(
  deps: AppDeps,
  subscription: StoredSubscription,
  message: PushMessage,
  now: Date,
): Promise<PushOutcome> {
  const outcome = await deliver(deps, subscription, message, now);
  deps.metrics.delivery('push', outcome);
  return outcome;
}

async function deliver(
  deps: AppDeps,
  subscription: StoredSubscription,
  message: PushMessage,
  now: Date,
): Promise<PushOutcome> {
  const { vapid } = deps.config;
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message.payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey.reveal() },
        TTL: message.ttl,
        urgency: 'high',
        topic: message.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    // 404 and 410: the browser unsubscribed or the subscription expired; it will never take a message again.
    if (response.status === 404 || response.status === 410) {
      await forgetGoneSubscription(deps, subscription.id);
      return 'gone';
    }
    deps.log.warn({ status: response.status, subscriptionId: subscription.id }, 'push service refused a reminder');
  } catch (error) {
    deps.log.warn({ err: error, subscriptionId: subscription.id }, 'push reminder failed');
  }
  await noteFailure(deps, subscription.id, now);
  return 'failed';
}
