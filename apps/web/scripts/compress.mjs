// Writes .br and .gz beside each text asset of the build; the server sends them to browsers that accept them
// (@fastify/static `preCompressed`), so the JavaScript budget measured in gzip is what users really download.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = /\.(js|css|svg|json|html|webmanifest)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(path);
    } else if (compressible.test(entry.name)) {
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      count += 1;
    }
  }
}

walk(dist);
console.log(`compress: ${count} files written as .br and .gz`);
