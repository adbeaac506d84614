// The consent host (app/shell/consent-banner.tsx) reports each page the router shows here; analytics, once the
// visitor consents, takes the page on screen from here and follows the later ones.

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
