// GraphQL over Server-Sent Events ("distinct connections" mode, as GraphQL Yoga serves it): the operation is
// POSTed with `accept: text/event-stream`, the answer is a stream of `event: next` messages whose data is a
// GraphQL result, ended by `event: complete`. Lines starting with ':' are keep-alive comments.

export interface SseMessage {
  event: string;
  data: string;
}

/** Splits a growing text buffer into complete messages; returns them and what is left for the next chunk. */
export function parseSseChunk(buffer: string): { messages: SseMessage[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || event !== 'message') messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** Reconnection delays: 1 s, 2 s, 4 s … up to 30 s, with a little jitter so many maps do not return at once. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}
