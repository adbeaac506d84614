import type { Writable } from 'node:stream';

/** Log bytes kept in memory while standard output is not being read; beyond this, lines are dropped and counted. */
export const MAX_PENDING_LOG_BYTES = 4 * 1024 * 1024;

export interface LogDestination {
  /** pino's destination interface: one JSON line at a time. Never blocks and never throws. */
  write(line: string): void;
  /** Resolves once what was written has left the process, or after `timeoutMs`, whichever comes first. */
  flush(timeoutMs: number): Promise<void>;
  /** Lines dropped because the reader stopped reading or went away. */
  readonly dropped: number;
}

/**
 * Where the server's log lines go (standard output by default), written so that the log can never hold the process.
 * pino's own destination writes synchronously and, when a pipe's reader stops reading, retries the same write in a
 * loop for ever: the server then stopped answering, and after SIGTERM never exited and kept the embedded
 * database's lock (issue 13). Here a pipe is written asynchronously by Node's stream; what its reader has not
 * taken waits in memory up to MAX_PENDING_LOG_BYTES and later lines are dropped; a reader that went away (EPIPE)
 * ends logging instead of the process.
 */
export function createLogDestination(
  stream: Writable = process.stdout,
  maxPendingBytes = MAX_PENDING_LOG_BYTES,
): LogDestination {
  let broken = false;
  let dropped = 0;
  stream.on('error', () => {
    broken = true;
  });
  const closed = () => broken || stream.destroyed || !stream.writable;
  return {
    write(line) {
      if (closed() || stream.writableLength > maxPendingBytes) {
        dropped += 1;
        return;
      }
      try {
        stream.write(line);
      } catch {
        broken = true;
        dropped += 1;
      }
    },
    async flush(timeoutMs) {
      // 'drain' only comes after a write that filled the buffer, so watch the pending length instead.
      const until = Date.now() + timeoutMs;
      while (!closed() && stream.writableLength > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(10, Math.max(0, until - Date.now()))));
      }
    },
    get dropped() {
      return dropped;
    },
  };
}
