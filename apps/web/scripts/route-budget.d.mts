// Types for what TypeScript code (vite.config.ts) imports from route-budget.mjs.
export const budgetedModules: readonly string[];
