import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { API_DIR } from '../config';
import { getSchema } from './schema';

export const SCHEMA_FILE = join(API_DIR, 'schema.graphql');

export function printedSchema(): string {
  return `${printSchema(getSchema())}\n`;
}

// Run as a script (npm run schema:print): writes the committed contract file.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '')) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
