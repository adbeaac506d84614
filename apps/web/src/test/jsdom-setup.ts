// What Mantine needs from a browser and jsdom lacks, for every component test of the web project
// (vitest.config.ts setupFiles): matchMedia (colour scheme, breakpoints) and ResizeObserver (SegmentedControl,
// ScrollArea measure themselves). Nothing matches and nothing resizes: tests see the desktop layout, light theme.
//
// Animation frames never run. Mantine's transitions (a section that opens or closes) chain two frames into a
// timeout even with env="test", where they render at once anyway; one that fired after a file's environment was
// torn down failed a CI run ("window is not defined"). Without frames no transition timer is ever set; every other
// timer stays real. A plain stub rather than vi.useFakeTimers, so a test that fakes and restores all timers (as
// countdown.test.tsx does) gets this stub back, not jsdom's frames.

import { configure } from '@testing-library/react';

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

  let frames = 0;
  window.requestAnimationFrame = () => ++frames;
  window.cancelAnimationFrame = () => undefined;
}

// findBy… and waitFor give up after 1 s by default; under load (a local CI run beside other work) a form's
// validation message came later than that. They still fail when it never comes.
configure({ asyncUtilTimeout: 5_000 });
