// Named GraphQL fragments for documents inlined at build time (graphql-documents-plugin.ts) and for the bench,
// which sends exactly the document a page sends. A fragment is written once, in a `graphql(`fragment X on T {…}`)`
// call anywhere under src/; a document that spreads it gets its definition (and those it spreads) appended,
// as GraphQL Code Generator does for the typed documents.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FRAGMENT_CALL = /\bgraphql\(\s*`\s*(fragment\s+(\w+)\s+on\s+\w+\s*\{[^`]*)`\s*\)/g;
const SPREAD = /\.\.\.\s*([A-Za-z_]\w*)/g;

/** Every fragment defined under `srcDir` (the generated gql/ folder left out): name → its source. */
export function collectFragments(srcDir) {
  const fragments = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'gql' && entry.name !== 'node_modules') visit(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        const code = readFileSync(path, 'utf8');
        if (!code.includes('graphql(`')) continue;
        for (const [, source, name] of code.matchAll(FRAGMENT_CALL)) {
          if (fragments.has(name)) throw new Error(`graphql fragments: ${name} is defined twice (${path})`);
          fragments.set(name, source.trim());
        }
      }
    }
  };
  visit(srcDir);
  return fragments;
}

/** The document with the definitions of the fragments it spreads appended, each once, spreads of spreads too. */
export function withFragments(source, fragments) {
  const needed = [];
  const queue = [source];
  while (queue.length > 0) {
    const text = queue.shift();
    for (const [, name] of text.matchAll(SPREAD)) {
      if (name === 'on' || needed.includes(name) || source.includes(`fragment ${name} `)) continue;
      const definition = fragments.get(name);
      if (!definition)
        throw new Error(`graphql fragments: ...${name} is used but no graphql(\`fragment ${name} on …\`) defines it`);
      needed.push(name);
      queue.push(definition);
    }
  }
  return [source.trim(), ...needed.map((name) => fragments.get(name))].join('\n');
}
