// What leaves for the error reporter (issue 18 §1, decision 093): the API and the web app scrub every event with
// these rules before it is sent, so no e-mail address, token, registration plate or payment detail reaches it.
// The rules overshoot on purpose: a number that merely looks like a BLIK code is hidden too.

export const FILTERED = '[Filtered]';

/** Keys whose whole value is personal or secret, wherever they appear (headers, extras, breadcrumb data...). */
const SECRET_KEY =
  /pass(word)?|secret|token|authori[sz]ation|cookie|session|e-?mail|iban|account.?number|bank.?account|blik|card|cvv|plate|registration|phone|nip|variables|^code$|verification.?code|(^|_)ip(_address)?$/i;

/** Structure that is neither personal nor free text: stack frames, ids the reporter links by, the SDK's own data. */
const KEPT_KEYS = new Set([
  'stacktrace',
  'frames',
  'sdk',
  'debug_meta',
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'trace',
  'timestamp',
  'start_timestamp',
  'level',
  'platform',
  'release',
  'environment',
  'fingerprint',
  'request_id',
]);

const TEXT_RULES: [RegExp, string][] = [
  // Drizzle's "Failed query: ... params: <every value of the statement>": the values go whatever they are.
  [/(\nparams: )[\s\S]*$/, `$1${FILTERED}`],
  // Bearer tokens and JWTs (our session tokens are JWTs).
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${FILTERED}`],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, FILTERED],
  // Tokens in URLs and query strings (password reset, invitations, Sentry's own key).
  [/([?&#](?:token|code|key|secret|password|email|sentry_key|access_token)=)[^&#\s"']+/gi, `$1${FILTERED}`],
  // E-mail addresses.
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, FILTERED],
  // IBANs (PL and foreign) and bare 26-digit Polish account numbers, with or without spaces.
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}(?:[ ]?[A-Z0-9]{1,3})?\b/g, FILTERED],
  [/\b\d{2}(?:[ ]?\d{4}){6}\b/g, FILTERED],
  // Card numbers: 13 to 19 digits, with spaces or dashes.
  [/\b\d(?:[ -]?\d){12,18}\b/g, FILTERED],
  // BLIK codes: six digits (also "123 456").
  [/\b\d{3}[ ]?\d{3}\b/g, FILTERED],
  // Registration plates: an area code of one to three capitals, then a part with a digit ("WA 12345", "KR1234A",
  // "WPI A123"); foreign plates are looser still, so plates stored without spaces are caught by the first shape.
  // A parking's identifier (WAR-CEN24) is public and kept: nothing after a dash is taken for a plate.
  [/(^|[^\w-])[A-Z]{3}[ ]?[A-Z]{1,2}\d[A-Z0-9]{0,3}\b/g, `$1${FILTERED}`],
  [/(^|[^\w-])[A-Z]{1,3}[ ]?\d[A-Z0-9]{1,5}\b/g, `$1${FILTERED}`],
];

/** Free text with every e-mail, token, plate, account, card number and BLIK code replaced by [Filtered]. */
export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_RULES) result = result.replace(pattern, replacement);
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Any JSON-like value scrubbed: secret keys lose their value, strings are scrubbed, structure is kept. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (KEPT_KEYS.has(key)) result[key] = item;
    else if (SECRET_KEY.test(key)) result[key] = FILTERED;
    else result[key] = scrubValue(item, depth + 1);
  }
  return result;
}

/**
 * An event as it may be sent (Sentry's event shape): no user but an opaque id, no request body, cookies or headers
 * but the user agent, and every other text scrubbed (message, exception values, breadcrumbs, extras, contexts,
 * tags, URLs).
 */
export function scrubEvent<T extends object>(event: T): T {
  const { user, request, ...rest } = event as Record<string, unknown>;
  const scrubbed = scrubValue(rest) as Record<string, unknown>;
  if (isRecord(user) && (typeof user.id === 'string' || typeof user.id === 'number')) scrubbed.user = { id: user.id };
  if (isRecord(request)) {
    const { data: _data, cookies: _cookies, headers, ...kept } = request;
    const agent = isRecord(headers) ? (headers['user-agent'] ?? headers['User-Agent']) : undefined;
    scrubbed.request = {
      ...(scrubValue(kept) as Record<string, unknown>),
      ...(typeof agent === 'string' ? { headers: { 'User-Agent': agent } } : {}),
    };
  }
  return scrubbed as T;
}

/** At most `max` events in any `windowMs`: a loop of failures must not flood the reporter (nor the user's link). */
export function createEventBudget(max: number, windowMs: number, now: () => number = Date.now): () => boolean {
  const sent: number[] = [];
  return () => {
    const at = now();
    while (sent.length > 0 && (sent[0] as number) <= at - windowMs) sent.shift();
    if (sent.length >= max) return false;
    sent.push(at);
    return true;
  };
}
