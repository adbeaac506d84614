/**
 * Resolves in a later task, so the work after it starts a new one and the browser can paint and answer input in
 * between (a long task on a phone's CPU is what Lighthouse's total blocking time counts, issue 17).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
