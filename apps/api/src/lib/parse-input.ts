import { z } from 'zod';
import type { FieldErrors } from './errors';
import { validationError } from './errors';

/** Parses an input with its shared zod schema; failures become one validation error keyed by input field. */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  // GraphQL hands over null for omitted nullable fields; zod's required message covers both.
  // z.safeParse takes classic and mini schemas alike (the shared schemas are zod/mini for the web's bundle).
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw validationError(errors);
}
