/**
 * A client-generated idempotency key for a paying mutation (issue 4). The same key is sent again when the same
 * request is retried, so a lost answer or a double click never moves money twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Outside a secure context randomUUID is missing; 16 random bytes as hex are as unique.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per distinct request: asking again for the same input reuses the key (a retry), different input
 * gets a new one (the server refuses a key reused with other input).
 */
export function idempotencyKeys(): (input: unknown) => string {
  let last: { input: string; key: string } | null = null;
  return (input) => {
    const text = JSON.stringify(input);
    if (!last || last.input !== text) {
      last = { input: text, key: newIdempotencyKey() };
    }
    return last.key;
  };
}
