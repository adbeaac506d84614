// What a user typed in a form survives a trip to another creator and back (the billing form to the bank account
// creator, the vehicle form to the billing account creator): the draft waits in this tab's session storage,
// keyed by the form's path, and is read once.

const key = (path: string) => `form-draft:${path}`;

export function saveDraft(path: string, values: object): void {
  try {
    sessionStorage.setItem(key(path), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form simply starts fresh on the way back.
  }
}

/** The saved draft of this form, removed as it is read; null when there is none or it is unreadable. */
export function takeDraft(path: string): Record<string, unknown> | null {
  try {
    const text = sessionStorage.getItem(key(path));
    sessionStorage.removeItem(key(path));
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The defaults with the draft's values laid over them, only for known fields of the same type. */
export function mergeDraft<T extends object>(defaults: T, draft: Record<string, unknown> | null): T {
  if (!draft) {
    return defaults;
  }
  const merged = { ...defaults } as Record<string, unknown>;
  for (const [field, value] of Object.entries(defaults)) {
    if (typeof draft[field] === typeof value) {
      merged[field] = draft[field];
    }
  }
  return merged as T;
}
