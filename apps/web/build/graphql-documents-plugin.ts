import { parse } from 'graphql';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { collectFragments, withFragments } from './graphql-fragments.mjs';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][./]+gql\/gql['"];?\n?/;
const FRAGMENT_SPREAD = /\.\.\.\s*(?!on\b)[A-Za-z_]/;

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
        // Named fragments travel with the document that spreads them (read afresh, so dev edits are seen).
        const full = FRAGMENT_SPREAD.test(source) ? withFragments(source, collectFragments(srcDir)) : source;
        const body = full.replace(/\s+/g, ' ').trim();
        const document = {
          ...parse(body, { noLocation: true }),
          loc: {
            start: 0,
            end: body.length,
            source: { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } },
          },
        };
        return JSON.stringify(document);
      });
      return { code: output, map: null };
    },
  };
}
