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
        // File: a photo sent by lib/graphql/upload.ts as a multipart part; in variables it stays null.
        scalars: { Date: 'string', DateTime: 'string', File: 'File | null' },
        strictScalars: true,
      },
    },
  },
};

export default config;
