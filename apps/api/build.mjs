// Bundles the server and the admin CLI into dist/, dependencies included: one file loads much faster than the
// thousands of small modules behind Yoga and Fastify (start-up on an existing data directory went from ~2.4 s to
// ~1.8 s here). Only what cannot be bundled stays in node_modules: argon2's native addon, PGlite (it loads its
// WebAssembly and data files from beside its own modules), pg's optional native binding, and pdfkit (it reads
// its font metrics and colour profile from files beside its own modules) with fontkit, so the fonts the documents
// module parses and the pdfkit that embeds them use one copy; and libxml2-wasm, which loads its WebAssembly from
// beside its own module (the FA(3) e-invoice schema check, lib/fa3-schema.ts). Sentry's SDK stays outside too: it is
// imported only when SENTRY_DSN is set (decision 093), so a server without it never reads a line of it.
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { build } from 'esbuild';

const external = [
  'argon2',
  'sharp',
  '@electric-sql/pglite',
  'pg-native',
  'pdfkit',
  'fontkit',
  'libxml2-wasm',
  '@sentry/node',
];

// The release errors are reported under, unless SENTRY_RELEASE says otherwise (build-info.ts): the commit built.
function buildCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/**
 * GraphQL's own ES modules (its `.mjs` files) rather than its CommonJS build, which esbuild takes on the node platform
 * (`main` before `module`). Imported from ES modules (Yoga's executor, Pothos), the CommonJS build is reached through
 * two getters at every use (esbuild's interop object, then graphql's own re-exports): about 5 % of the server's time
 * answering `me` went to them. Every import of graphql, from ES modules and require() alike, resolves to the same
 * files, so there is one copy of its classes (a second one would fail its instanceof checks).
 */
const graphqlModules = {
  name: 'graphql-modules',
  setup(builder) {
    builder.onResolve({ filter: /^graphql(\/.*)?$/ }, async (args) => {
      if (args.pluginData === 'graphql-modules') return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'graphql-modules',
      });
      if (resolved.errors.length > 0) return resolved;
      return { ...resolved, path: resolved.path.replace(/\.js$/, '.mjs') };
    });
  },
};

await build({
  entryPoints: { main: 'src/main.ts', 'cli/make-admin': 'src/cli/make-admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  plugins: [graphqlModules],
  define: { __PARKSHARE_BUILD_COMMIT__: JSON.stringify(buildCommit()) },
  // CommonJS dependencies bundled into ESM may still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Warnings and errors only: at 'info' esbuild lists the output sizes with a ⚠️ beside every file over 1 MB,
  // which is expected for a server bundle (the dependencies are in it) and reads like a problem to newcomers.
  logLevel: 'warning',
});
console.log('API bundled into dist/ (main.js, cli/make-admin.js).');

// The fonts embedded in payment documents (modules/documents/fonts.ts looks for assets/fonts beside dist/main.js).
cpSync('assets/fonts', 'dist/assets/fonts', { recursive: true });
// The FA(3) e-invoice schema (lib/fa3-schema.ts looks for assets/ksef the same way).
cpSync('assets/ksef', 'dist/assets/ksef', { recursive: true });
