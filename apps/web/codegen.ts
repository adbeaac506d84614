import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents from the API contract; output is committed so the app builds without the API running.
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string' },
        strictScalars: true,
      },
    },
  },
};

export default config;
