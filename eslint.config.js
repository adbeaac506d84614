// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { LAYERS as apiLayers, TEST_CODE as apiTestCode } from './scripts/api-imports.mjs';

// Every folder under features/ is a feature; a new one is covered by the import rule below without listing it.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The API's layers (decision 079), lowest first, are listed once in scripts/api-imports.mjs: a part (a top folder or
// file of apps/api/src, or a domain module) imports only parts on its own layer or lower. One zone per layer forbids
// everything above it; the domain modules get a zone of their own because a lower layer may name some of them
// (modules/map sits below the other modules: every module tells the map, the map tells nobody).
const apiPath = (part) =>
  part === 'modules/*'
    ? './apps/api/src/modules'
    : existsSync(new URL(`./apps/api/src/${part}.ts`, import.meta.url))
      ? `./apps/api/src/${part}.ts`
      : `./apps/api/src/${part}`;
const apiLayerZones = apiLayers.flatMap((layer, index) => {
  const above = apiLayers.slice(index + 1).flat();
  const message = `${layer.join(', ')} may not import a higher layer of the API (docs/decisions/079-api-layers.md).`;
  const zones = [];
  const others = above.filter((part) => !part.startsWith('modules/'));
  if (others.length > 0) zones.push({ target: layer.map(apiPath), from: others.map(apiPath), message });
  if (above.includes('modules/*')) {
    const ownModules = apiLayers
      .slice(0, index + 1)
      .flat()
      .filter((part) => part.startsWith('modules/'))
      .map((part) => `./${part.slice('modules/'.length)}`);
    zones.push({ target: layer.map(apiPath), from: apiPath('modules/*'), except: ownModules, message });
  }
  return zones;
});
const apiTestFiles = [
  ...apiTestCode.folders.map((folder) => `apps/api/src/**/${folder}/**`),
  ...apiTestCode.suffixes.map((suffix) => `apps/api/src/**/*${suffix}`),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/web/src/gql/**',
      'apps/api/drizzle/**',
      '**/*.mjs',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // The import rules must find and read the file an import names. Without TypeScript's extensions and parser
    // here, a relative import of a .ts file is not resolved (no-restricted-paths silently skips it) nor parsed
    // (no-cycle sees no imports in it).
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '.node'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      curly: ['error', 'multi-line'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Implementations of Promise-returning interfaces (e.g. the in-memory rate limiter) need not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
    },
  },
  {
    // Tool configs outside the TypeScript projects: linted without type information.
    files: ['vitest.config.ts', '**/vitest.config.ts', '**/drizzle.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Config files are loaded by their tools through a default export.
    files: ['**/*.config.ts', '**/codegen.ts', '**/drizzle.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No bare UI strings: every visible text goes through i18next (STYLE rule 7).
      // Visible texts: JSX text and the attributes people read or hear; style values and ids are not texts.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'placeholder', 'title', 'alt', 'aria-label', 'description', 'error', 'message'],
          },
        },
      ],
      // One direction: app → features → shared pieces; a feature never reaches into another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what both need into components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/app',
              message: 'Only the app layer imports from app/.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared pieces do not import features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/e2e/**/*.ts'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@parkshare/api*', '@parkshare/web*', '../../apps/*'] }],
    },
  },
  {
    // One direction on the server as on the web (STYLE.md, decision 079). Test code may reach anywhere.
    files: ['apps/api/src/**/*.ts'],
    ignores: apiTestFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiLayerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
