import { dirname, resolve } from 'node:path';
import type { Rollup } from 'vite';

type GetModuleInfo = Rollup.GetModuleInfo;

// @tabler/icons-react is imported through one module re-exporting its 6,000 icons: which icons a route reaches is
// read from the names it imports, not from that module's imports (all of them).
const ICONS_INDEX = /\/node_modules\/@tabler\/icons-react\/dist\/esm\/tabler-icons-react\.mjs$/;
const ICONS = /\/node_modules\/@tabler\/icons-react\//;
const APOLLO =
  /\/node_modules\/(@apollo\/client|graphql|optimism|@wry\/[^/]+|zen-observable-ts|ts-invariant|rehackt)\//;
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;

/** The part of an ESTree statement read here: import and export declarations. */
interface Statement {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { type: string; imported?: { name?: string }; exported?: { name?: string } }[];
}

const statements = (getModuleInfo: GetModuleInfo, id: string): Statement[] =>
  (getModuleInfo(id)?.ast as unknown as { body?: Statement[] } | null)?.body ?? [];

/** Each icon's name and the module it comes from, read from the icons' index. */
function iconModules(getModuleInfo: GetModuleInfo, indexId: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const node of statements(getModuleInfo, indexId)) {
    const source = node.source?.value;
    if (node.type !== 'ExportNamedDeclaration' || typeof source !== 'string' || !source.startsWith('.')) continue;
    for (const specifier of node.specifiers ?? []) {
      if (specifier.exported?.name) icons.set(specifier.exported.name, resolve(dirname(indexId), source));
    }
  }
  return icons;
}

/** The modules the budgeted routes reach through static imports (an icon only when a module imports it by name). */
function reachableFrom(budgetedModules: readonly string[], ids: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const indexId = ids.find((id) => ICONS_INDEX.test(id));
  const icons = indexId ? iconModules(getModuleInfo, indexId) : new Map<string, string>();
  const seen = new Set<string>();
  const stack = ids.filter((id) => budgetedModules.some((module) => id.endsWith(`/${module}`)));
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []).filter((imported) => imported !== indexId));
    for (const node of statements(getModuleInfo, id)) {
      if (node.source?.value !== '@tabler/icons-react') continue;
      for (const specifier of node.specifiers ?? []) {
        const icon = specifier.imported?.name && icons.get(specifier.imported.name);
        if (icon) stack.push(icon);
      }
    }
  }
  return seen;
}

/**
 * Rollup's manualChunks (issue 17, decision 100). Left to itself Rollup makes a chunk for each set of screens that
 * share a module, so a signed-in screen loaded 80–90 files, a fifth of them single icons of 300 bytes, and each
 * request costs a phone's main thread about half a millisecond. The icons no budgeted route (scripts/route-budget.mjs)
 * reaches go into one chunk, and so does Apollo Client, which only the signed-in screens use. Rollup moves a
 * grouped module's dependencies into its group unless they are in a group of their own, so the icons the budgeted
 * routes use, and React, are groups too: what the budgeted routes load stays the same but for those two files.
 */
export function signedInChunks(budgetedModules: readonly string[]): Rollup.ManualChunksOption {
  let reachable: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    reachable ??= reachableFrom(budgetedModules, [...getModuleIds()], getModuleInfo);
    if (REACT.test(id)) return 'react';
    if (ICONS.test(id)) return reachable.has(id) ? 'icons-start' : 'icons';
    if (APOLLO.test(id) && !reachable.has(id)) return 'apollo';
    return undefined;
  };
}
