import { createStore } from './create-store';

// The toast host (Mantine Notifications) and the dialog host (ModalsProvider) are code-split and mounted by
// the root layout only once something asks for them: the first notify() or confirm(). No route loads them
// (or their react-remove-scroll, focus-trap and scroll-area code) just by being visited (decision 020).
// Kept apart from notify.ts and confirm.tsx so the shell does not load either.
export const hostsStore = createStore({ notifications: false, modals: false });

let markModalsReady: () => void = () => undefined;
/** Resolves once the modals host has mounted, so confirm() can open its dialog through Mantine's events. */
export const modalsHostReady = new Promise<void>((resolve) => {
  markModalsReady = resolve;
});

export function modalsHostMounted(): void {
  markModalsReady();
}
