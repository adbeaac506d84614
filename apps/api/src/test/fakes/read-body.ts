import type { IncomingMessage } from 'node:http';

/**
 * A request's body as the loopback fakes read it: whole, or null when it is over `limit` bytes (the rest is read and
 * dropped, so the fake can still answer as the provider would, e.g. 413).
 */
export function readLimitedBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
