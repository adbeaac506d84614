import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { XmlDocument, XmlParseError, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

// The official FA(3) e-invoice schema of the Ministry of Finance (KSeF), checked with libxml2 (compiled to
// WebAssembly, so no system package is needed). The schema files sit in apps/api/assets/ksef, copied unchanged
// from shared/reference/ksef/local/ (the ministry's files with schemaLocation pointing at the neighbouring files
// instead of crd.gov.pl, so nothing is fetched); the build copies them to dist/assets/ksef. Compiling the schema
// takes about 0.1 s, validating an invoice a few milliseconds, so the compiled schema is kept for the process.

export const FA3_SCHEMA_FILE = 'schemat_FA(3)_v1-0E.xsd';

function findSchemaDir(start: string): string {
  for (let dir = start, i = 0; i < 5; dir = dirname(dir), i += 1) {
    const candidate = join(dir, 'assets', 'ksef');
    if (existsSync(join(candidate, FA3_SCHEMA_FILE))) return candidate;
  }
  throw new Error(`FA(3) schema not found above ${start} (expected assets/ksef/${FA3_SCHEMA_FILE})`);
}

let validator: XsdValidator | undefined;

function fa3Validator(): XsdValidator {
  if (!validator) {
    // The schema imports its neighbours by relative file name: libxml2 reads them through the file system.
    xmlRegisterFsInputProviders();
    const path = join(findSchemaDir(dirname(fileURLToPath(import.meta.url))), FA3_SCHEMA_FILE);
    const schema = XmlDocument.fromBuffer(readFileSync(path), { url: pathToFileURL(path).href });
    try {
      validator = XsdValidator.fromDoc(schema);
    } finally {
      schema.dispose();
    }
  }
  return validator;
}

export interface Fa3Check {
  valid: boolean;
  /** libxml2's messages, one per problem, e.g. "Element '…P_15': 'x' is not a valid value of …". */
  errors: string[];
}

// An empty document fails without details; its message is the one problem then.
const messagesOf = (error: XmlParseError | XmlValidateError): string[] =>
  error.details.length > 0 ? error.details.map((detail) => detail.message.trim()) : [error.message.trim()];

/** Checks an XML text against the FA(3) schema. Never throws for bad input: malformed XML is an error too. */
export function validateFa3(xml: string): Fa3Check {
  const checker = fa3Validator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    if (error instanceof XmlParseError) return { valid: false, errors: messagesOf(error) };
    throw error;
  }
  try {
    checker.validate(doc);
    return { valid: true, errors: [] };
  } catch (error) {
    if (error instanceof XmlValidateError) return { valid: false, errors: messagesOf(error) };
    throw error;
  } finally {
    doc.dispose();
  }
}
