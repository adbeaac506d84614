import type { SpotEvents, SpotStateEvent } from '../../lib/spot-events';
import { inArea, type Area } from './spot-changes';

// Maps open on the same place ask the same question at once (everyone around a stadium, everyone opening the
// map on the same city view, a bench's 50 clients). As on the public page (decision 042), requests with the same
// input that arrive in one event-loop turn share one read, sent by setImmediate once the sockets ready in that turn
// have been read. The shared answer is never modified.
// A city viewport's read is tens of milliseconds of database work, so at most one read per question is in flight
// (decision 051): the same question asked meanwhile waits for the next read, sent as soon as that one is done.
// A read's answer is then kept for the same question for a short while (decision 052): up to `freshMs` after
// its read was sent it answers at once; until `maxAgeMs` it still answers at once while one new read replaces
// it in the background; older, a request waits for a read. A spot-state event inside the answer's area (a booking,
// an expiry, a finish — from any instance with REDIS_URL) drops it at once, and a read in flight when such an event
// comes is not kept; changes without an event (an owner's edits) show within `maxAgeMs`, the delay the
// specification allows open maps.

export interface KeptReadsOptions<TInput extends Area, TAnswer> {
  /** Reads the answer to a question. */
  read: (input: TInput) => Promise<TAnswer>;
  /** Heard from creation for the life of the process: the bus stops yielding when it is closed with the app. */
  spotEvents: SpotEvents;
  /** A kept answer answers without a read for this long after its read was sent. */
  freshMs: number;
  /** A kept answer is never older than this; between the two it is replaced in the background. */
  maxAgeMs: number;
  /** Questions kept at once (the oldest go first). */
  questions: number;
}

export interface KeptReads<TInput, TAnswer> {
  /** The answer to the question `key` names (asked as `input`): a kept one, or the read a request arriving now joins. */
  ask(key: string, input: TInput): Promise<TAnswer>;
}

interface PendingRead<TInput, TAnswer> {
  input: TInput;
  promise: Promise<TAnswer>;
  settle: (read: Promise<TAnswer>) => void;
}

interface Kept<TInput, TAnswer> {
  answer: TAnswer;
  /** When its read was sent: everything committed before it is in the answer. */
  readAt: number;
  input: TInput;
}

/** Shared, single-flight and briefly kept reads of one kind of area question (see above). */
export function createKeptReads<TInput extends Area, TAnswer>({
  read,
  spotEvents,
  freshMs,
  maxAgeMs,
  questions,
}: KeptReadsOptions<TInput, TAnswer>): KeptReads<TInput, TAnswer> {
  /** Reads not sent yet, by question: a new request with that question joins it. */
  const waiting = new Map<string, PendingRead<TInput, TAnswer>>();
  /** Questions whose read has been sent and has not answered yet, with the input asked. */
  const inFlight = new Map<string, TInput>();
  /** Reads in flight that a spot-state event made stale: answered to their requests, not kept. */
  const overtaken = new Set<string>();
  /** Answers kept by question, oldest first. */
  const kept = new Map<string, Kept<TInput, TAnswer>>();
  let turnScheduled = false;

  /** Drops what a spot-state change may have made wrong: kept answers of its area, reads of its area in flight. */
  const overtake = (event: SpotStateEvent) => {
    for (const [key, answer] of kept) if (inArea(answer.input, event)) kept.delete(key);
    for (const [key, input] of inFlight) if (inArea(input, event)) overtaken.add(key);
  };
  void (async () => {
    for await (const event of spotEvents.listen(new AbortController().signal)) overtake(event);
  })();

  const keep = (key: string, answer: Kept<TInput, TAnswer>) => {
    kept.delete(key);
    kept.set(key, answer);
    for (const oldest of kept.keys()) {
      if (kept.size <= questions) break;
      kept.delete(oldest);
    }
  };

  const send = (key: string) => {
    const pending = waiting.get(key);
    if (!pending) return;
    waiting.delete(key);
    inFlight.set(key, pending.input);
    overtaken.delete(key);
    const readAt = Date.now();
    const answer = read(pending.input);
    const done = (result: { value: TAnswer } | null) => {
      if (result && !overtaken.has(key)) keep(key, { answer: result.value, readAt, input: pending.input });
      inFlight.delete(key);
      overtaken.delete(key);
      send(key);
    };
    answer.then(
      (value) => done({ value }),
      () => done(null),
    );
    pending.settle(answer);
  };

  const sendTurn = () => {
    turnScheduled = false;
    for (const key of [...waiting.keys()]) if (!inFlight.has(key)) send(key);
  };

  /** The read of this question that a request arriving now joins (the next one to be sent). */
  const nextRead = (key: string, input: TInput): Promise<TAnswer> => {
    let pending = waiting.get(key);
    if (!pending) {
      let settle!: (read: Promise<TAnswer>) => void;
      const promise = new Promise<TAnswer>((resolve) => {
        settle = resolve;
      });
      pending = { input, promise, settle };
      waiting.set(key, pending);
      // With a read of this question in flight, this one is sent when it answers (send, above).
      if (!inFlight.has(key) && !turnScheduled) {
        turnScheduled = true;
        setImmediate(sendTurn);
      }
    }
    return pending.promise;
  };

  return {
    ask(key, input) {
      const answer = kept.get(key);
      const age = answer ? Date.now() - answer.readAt : Infinity;
      if (answer && age < maxAgeMs) {
        // Getting old: one read replaces it while it still answers (a failed one leaves it to age out).
        if (age >= freshMs && !inFlight.has(key) && !waiting.has(key)) nextRead(key, input).catch(() => undefined);
        return Promise.resolve(answer.answer);
      }
      if (answer) kept.delete(key);
      return nextRead(key, input);
    },
  };
}
