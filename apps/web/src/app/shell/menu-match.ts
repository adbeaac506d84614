// Which sidebar item a screen belongs to. Each item lists the paths of the screens reached from it: a prefix, or
// an exact path when it ends with '$'. The longest match wins (ties go to the earlier item), so the booking
// screens under /reservation… belong to Park, not to the parking history that shares their first letters.

export interface MenuMatch {
  to: string;
  within?: readonly string[];
}

const matchLength = (pathname: string, pattern: string): number => {
  if (pattern.endsWith('$')) {
    const exact = pattern.slice(0, -1);
    return pathname === exact ? exact.length : -1;
  }
  return pathname.startsWith(pattern) ? pattern.length : -1;
};

/** The `to` of the one item to highlight on `pathname`, or null when the screen belongs to none. */
export function activeMenuItem(pathname: string, items: readonly MenuMatch[]): string | null {
  let best: { to: string; length: number } | null = null;
  for (const { to, within = [] } of items) {
    for (const pattern of [`${to}$`, ...within]) {
      const length = matchLength(pathname, pattern);
      if (length >= 0 && (!best || length > best.length)) best = { to, length };
    }
  }
  return best?.to ?? null;
}
