// `node scripts/api-imports.mjs [--json]`: the shape of apps/api/src as its relative imports draw it (issue 14,
// decision 079). Test code is left out (*.test.ts, test helpers and fixtures, the test/ folder): it may reach
// anywhere. Every file belongs to a part: modules/<name> for a domain module, otherwise its top folder (db, lib,
// graphql…) or, for a file at the top, its name (app, main, config…). The parts sit on the layers below, lowest
// first; a part imports only parts on its own layer or lower. Printed: the imports that go up a layer, the pairs
// of parts that import each other, the cycles among parts, and the source files over 300 lines.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The layers of the API, lowest first (decision 079); `modules/*` is every domain module not named before it. */
export const LAYERS = [
  ['db'],
  ['lib'],
  [
    'build-info',
    'config',
    'config-google',
    'config-ksef',
    'config-metrics',
    'config-payouts',
    'config-przelewy24',
    'config-sentry',
    'config-tags',
    'config-url',
    'config-vapid',
    'mail',
  ],
  ['app-deps'],
  ['schema', 'jobs'],
  ['modules/map'],
  ['modules/*'],
  ['graphql', 'http', 'seeds', 'cli'],
  ['app', 'app-jobs'],
  ['main'],
];

export const MAX_LINES = 300;

/** Test code, left out here and by the lint rules eslint.config.js builds from LAYERS: a test may reach anywhere. */
export const TEST_CODE = {
  folders: ['test'],
  suffixes: ['.test.ts', 'test-helper.ts', 'test-helpers.ts', '.fixtures.ts', '.d.ts'],
};

const isTestCode = (path) =>
  TEST_CODE.folders.some((folder) => `/${path}`.includes(`/${folder}/`)) ||
  TEST_CODE.suffixes.some((suffix) => path.endsWith(suffix));

/** Every non-test .ts file under `root`, as paths relative to it with forward slashes. */
export function sourceFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !isTestCode(path))
    .sort();
}

// Static imports and re-exports at the start of a line (their bindings may span lines), and dynamic imports.
const STATIC = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$*\s{},]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative specifiers a source file imports ('./x', '../y/z'), in order, each once. */
export function relativeImports(source) {
  const found = [...source.matchAll(STATIC), ...source.matchAll(DYNAMIC)]
    .sort((a, b) => a.index - b.index)
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith('.'));
  return [...new Set(found)];
}

/** The file a relative specifier names, among `files` (relative to the source root), or undefined. */
export function resolveImport(from, specifier, files) {
  const base = resolve('/', dirname(from), specifier).slice(1);
  const stem = base.replace(/\.(js|ts)$/, '');
  return [`${stem}.ts`, `${stem}/index.ts`].find((candidate) => files.has(candidate));
}

/** The part a file belongs to: modules/<name>, its top folder, or its own name for a file at the top. */
export function partOf(path) {
  const segments = path.split('/');
  if (segments[0] === 'modules' && segments.length > 2) return `modules/${segments[1]}`;
  return segments.length === 1 ? segments[0].replace(/\.ts$/, '') : segments[0];
}

/** The layer of a part (an index into LAYERS), or undefined for a part no layer names. */
export function layerOf(part, layers = LAYERS) {
  const named = layers.findIndex((layer) => layer.includes(part));
  if (named >= 0) return named;
  if (!part.startsWith('modules/')) return undefined;
  const any = layers.findIndex((layer) => layer.includes('modules/*'));
  return any >= 0 ? any : undefined;
}

/** The import graph: { files: [{ path, lines }], edges: [{ from, to }] } between files under `root`. */
export function importGraph(root) {
  const paths = sourceFiles(root);
  const known = new Set(paths);
  const files = [];
  const edges = [];
  for (const path of paths) {
    const source = readFileSync(join(root, path), 'utf8');
    files.push({ path, lines: source.split('\n').length - (source.endsWith('\n') ? 1 : 0) });
    for (const specifier of relativeImports(source)) {
      const to = resolveImport(path, specifier, known);
      if (to && to !== path) edges.push({ from: path, to });
    }
  }
  return { files, edges };
}

/** Strongly connected components of a directed graph given as Map<node, Set<node>> (Tarjan), largest first. */
export function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

const isModule = (part) => part.startsWith('modules/');

/** The figures of a graph: upward imports, mutual pairs, cycles among parts, long files and unlayered parts. */
export function analyse({ files, edges }, layers = LAYERS, maxLines = MAX_LINES) {
  const between = edges
    .map(({ from, to }) => ({ from, to, fromPart: partOf(from), toPart: partOf(to) }))
    .filter(({ fromPart, toPart }) => fromPart !== toPart);
  const upward = between
    .filter(({ fromPart, toPart }) => layerOf(fromPart, layers) < layerOf(toPart, layers))
    .map(({ from, to }) => ({ from, to }));
  const graph = new Map(files.map(({ path }) => [partOf(path), new Set()]));
  for (const { fromPart, toPart } of between) graph.get(fromPart).add(toPart);
  const mutualPairs = [...graph]
    .flatMap(([part, targets]) => [...targets].filter((t) => part < t && graph.get(t).has(part)).map((t) => [part, t]))
    .sort((a, b) => a.join().localeCompare(b.join()));
  return {
    upward,
    upwardBetweenModules: upward.filter(({ from, to }) => isModule(from) && isModule(to)),
    mutualPairs,
    cycles: stronglyConnected(graph).filter((component) => component.length > 1),
    longFiles: files.filter(({ lines }) => lines > maxLines).sort((a, b) => b.lines - a.lines),
    unlayered: [...graph.keys()].filter((part) => layerOf(part, layers) === undefined).sort(),
  };
}

/** The report a person reads: figures first, then each finding. */
export function report(figures) {
  const { upward, upwardBetweenModules, mutualPairs, cycles, longFiles, unlayered } = figures;
  return [
    `upward imports: ${upward.length} (${upwardBetweenModules.length} between domain modules)`,
    `mutual pairs: ${mutualPairs.length} (${mutualPairs.filter((pair) => pair.every(isModule)).length} between domain modules)`,
    `cycles among parts: ${cycles.length}${cycles.length ? ` (largest: ${cycles[0].length} parts)` : ''}`,
    `files over ${MAX_LINES} lines: ${longFiles.length}`,
    ...(unlayered.length ? [`parts on no layer: ${unlayered.join(', ')}`] : []),
    '',
    'Upward imports (a lower layer importing a higher one):',
    ...upward.map(({ from, to }) => `  ${from} → ${to}`),
    'Mutual pairs:',
    ...mutualPairs.map(([a, b]) => `  ${a} ⇄ ${b}`),
    'Cycles:',
    ...cycles.map((component) => `  ${component.join(', ')}`),
    `Files over ${MAX_LINES} lines:`,
    ...longFiles.map(({ path, lines }) => `  ${path} ${lines}`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../apps/api/src', import.meta.url));
  const figures = analyse(importGraph(root));
  console.log(process.argv.includes('--json') ? JSON.stringify(figures, null, 2) : report(figures));
}
