import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from './build/graphql-documents-plugin';
import { preloadStartPlugin } from './build/preload-start-plugin';

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
  ],
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
  },
}));
