import { createStore } from './create-store';

// The modals host (Mantine ModalsProvider) is code-split: it is requested on first use or when the browser is
// idle, and tells confirm() when it has mounted. Kept apart from confirm.tsx so the shell does not load it.
export const modalsHostStore = createStore({ requested: false });

let markReady: () => void = () => undefined;
export const modalsHostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function modalsHostMounted(): void {
  markReady();
}
