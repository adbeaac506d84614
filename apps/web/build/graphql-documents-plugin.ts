import { parse } from 'graphql';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][./]+gql\/gql['"];?\n?/;
const FRAGMENT_SPREAD = /\.\.\.\s*[A-Za-z_]/;

/**
 * Does at build time what GraphQL Code Generator's babel plugin does: each `graphql(`...`)` call becomes its
 * document, parsed here and inlined where it is used. Without it every chunk that calls graphql() pulls the
 * map of all documents (and src/gql/graphql.ts as one shared module lands in the entry chunk). The document
 * keeps its text in `loc.source.body`, so the light client sends it without bundling graphql's printer.
 * Types still come from src/gql/gql.ts at type-check time.
 */
export function graphqlDocumentsPlugin(srcDir: string): Plugin {
  const generatedDir = resolve(srcDir, 'gql');
  return {
    name: 'parkshare-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.startsWith(generatedDir) || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) {
        return null;
      }
      const output = code.replace(GQL_IMPORT, '').replace(CALL, (_, source: string) => {
        if (FRAGMENT_SPREAD.test(source)) {
          // Named fragments would need their definitions appended; none exist yet, so fail loudly.
          throw new Error(`${id}: fragment spreads are not supported by graphql-documents-plugin yet`);
        }
        const body = source.replace(/\s+/g, ' ').trim();
        const document = {
          ...parse(body, { noLocation: true }),
          loc: { start: 0, end: body.length, source: { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } } },
        };
        return JSON.stringify(document);
      });
      return { code: output, map: null };
    },
  };
}
