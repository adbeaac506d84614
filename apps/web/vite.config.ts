import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from './build/graphql-documents-plugin';
import { mantineUseIdPlugin } from './build/mantine-use-id-plugin';
import { preloadStartPlugin } from './build/preload-start-plugin';
import { signedInChunks } from './build/signed-in-chunks';
import { themeVariablesPlugin } from './build/theme-variables-plugin';
import { budgetedModules } from './scripts/route-budget.mjs';

// The API in development; another port for side-by-side runs (API_PROXY_TARGET=http://127.0.0.1:3100).
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const require = createRequire(import.meta.url);

// React Router 7's package exports point every condition at its development build (warnings, dev checks);
// the production build sits beside it and is about 10 KB gzipped smaller.
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ mode }) => ({
  plugins: [
    graphqlDocumentsPlugin(fileURLToPath(new URL('./src', import.meta.url))),
    react(),
    preloadStartPlugin('src/start.tsx'),
    mantineUseIdPlugin(),
    themeVariablesPlugin(),
  ],
  // Apollo Client's development mode (extra checks, frozen results, deprecation warnings) is on unless
  // globalThis.__DEV__ is false; defined at build time, the minifier drops that code (issue 17, total blocking time).
  define: mode === 'production' ? { 'globalThis.__DEV__': 'false' } : {},
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: { '/api': api, '/dev': api, '/sw.js': api },
  },
  build: {
    // The manifest lets scripts/check-budget.mjs follow each route's chunk graph.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Terser's output gzips about 3 % smaller than esbuild's (−5 KB on each budgeted route, decision 020);
    // the build takes a few seconds longer.
    minify: 'terser',
    terserOptions: { module: true, toplevel: true, compress: { passes: 2 } },
    // What a route may load is checked by scripts/check-budget.mjs (decision 020), which fails the build. Rollup's
    // generic 500 kB notice only ever named the owner's lazily loaded pricing engine, whose Polish holiday
    // calendar (date-holidays with moment-timezone's zones, 1.4 MB, 230 kB gzipped) is on no budgeted route;
    // it printed on every build and read like a failure (decision 060).
    chunkSizeWarningLimit: 1600,
    // Icons and Apollo Client in one file each for the signed-in screens, not one per icon (decision 100).
    rollupOptions: { output: { manualChunks: signedInChunks(budgetedModules) } },
    // A lazy screen's scripts load through the browser's module loader: Rollup lists every chunk a chunk needs in its
    // own imports (hoisted), so they are asked for together once it arrives. Vite's preload helper asked for them
    // a round trip sooner, but by adding a <link rel="modulepreload"> per chunk from script, 77 for the pass, about
    // 0.6 ms each on the main thread; on a phone that was the longest task of the start (issue 17, decision 100).
    // Stylesheets still go through the helper, which is what loads a lazy screen's CSS.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
  },
}));
