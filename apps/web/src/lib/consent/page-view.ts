// The router reports each page shown here (root-layout.tsx). It stays in the entry chunk, tiny; the analytics code
// itself is fetched only once the visitor consents (tags.ts), and then takes the page on screen from here.

export interface PageView {
  /** Path, query and hash as the router has them. */
  path: string;
  language: string;
}

let current: PageView | null = null;
let listener: ((view: PageView) => void) | null = null;

export function trackPageView(view: PageView): void {
  current = view;
  listener?.(view);
}

/** Follows every later page view; returns the page on screen now (null before the first). */
export function watchPageViews(next: (view: PageView) => void): PageView | null {
  listener = next;
  return current;
}
