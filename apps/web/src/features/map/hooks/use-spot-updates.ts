import { useEffect, useRef } from 'react';
import { GRAPHQL_URL } from '../../../lib/graphql/request';
import { authorizationHeader } from '../../../lib/session/token-storage';
import { spotStatesChangedDocument } from '../api/spot-states-changed';
import type { Area } from '../utils/area';
import { backoffMs, parseSseChunk } from '../utils/sse';

/** A connection that stayed up this long was healthy: the next failure starts the backoff again from 1 s. */
const HEALTHY_MS = 30_000;

async function subscriptionText(): Promise<string> {
  return (
    spotStatesChangedDocument.loc?.source.body ??
    (await import('graphql/language/printer')).print(spotStatesChangedDocument)
  );
}

/**
 * spotStatesChanged for the area over Server-Sent Events: `onChange` runs for every event, and once after a
 * reconnection (events may have been missed). A new area closes the old stream and opens a new one; unmount
 * closes it; network errors and server hang-ups reconnect with backoff. The token is read per connection, as
 * the Apollo client reads it per request.
 */
export function useSpotUpdates(area: Area | null, onChange: () => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  const key = area ? `${area.north},${area.south},${area.east},${area.west}` : '';

  useEffect(() => {
    if (!area) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const connect = async (): Promise<void> => {
      const openedAt = Date.now();
      try {
        const response = await fetch(GRAPHQL_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...authorizationHeader() },
          body: JSON.stringify({
            operationName: 'SpotStatesChanged',
            query: await subscriptionText(),
            variables: { area },
          }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
          throw new Error(`HTTP ${response.status}`);
        }
        if (attempt > 0) callback.current();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        let complete = false;
        while (!complete) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSseChunk(buffer + value);
          buffer = parsed.rest;
          for (const message of parsed.messages) {
            if (message.event === 'complete') complete = true;
            else if (message.event === 'next' && message.data) {
              const result = JSON.parse(message.data) as { data?: unknown; errors?: unknown[] };
              if (result.errors?.length) throw new Error('subscription refused');
              attempt = 0;
              callback.current();
            }
          }
        }
        await reader.cancel().catch(() => undefined);
      } catch {
        // Network errors, refusals and a stream cut short all end here: try again below unless closed.
      }
      if (controller.signal.aborted) return;
      if (Date.now() - openedAt > HEALTHY_MS) attempt = 0;
      timer = setTimeout(() => void connect(), backoffMs(attempt));
      attempt += 1;
    };

    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
    // The area's value, not its identity, decides whether to resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
