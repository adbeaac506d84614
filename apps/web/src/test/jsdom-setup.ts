// What Mantine needs from a browser and jsdom lacks, for every component test of the web project
// (vitest.config.ts setupFiles): matchMedia (colour scheme, breakpoints) and ResizeObserver (SegmentedControl,
// ScrollArea measure themselves). Nothing matches and nothing resizes: tests see the desktop layout, light theme.

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
