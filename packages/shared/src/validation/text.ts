import { messages } from './messages';

// What any text a user sends may contain (decision 062). Checked once for every string that reaches the API: every
// GraphQL argument and input field (apps/api/src/schema/text-inputs.ts) and every REST body (http/auth-routes.ts),
// before the field's own schema runs, so no field can forget it.
//
// - Never: NUL and the other C0 controls but tab, line feed and carriage return; DEL; the C1 controls
//   (U+0080–U+009F); a lone UTF-16 surrogate. None of them is typed by a person, PostgreSQL refuses NUL in text,
//   and the others end up invisible in names, e-mails and PDFs.
// - Tab, line feed and carriage return: inside a multi-line text (a parking's note, an organization's
//   description, a refusal's reason) they are the user's lines; inside a one-line text they are refused. At
//   either end of any text they are left to the field's schema, which trims them like spaces.

/** Which kind of text a field holds: one line (the default) or several. */
export type TextKind = 'line' | 'multiline';

const CONTROL =
  // eslint-disable-next-line no-control-regex -- the point of this rule is to find control characters
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** The message a text breaks the rule with, or null when it may be stored. */
export function textProblem(value: string, kind: TextKind = 'line'): string | null {
  if (CONTROL.test(value)) return messages.controlCharacter;
  if (kind === 'line' && LINE_BREAK_OR_TAB.test(value.trim())) return messages.lineBreak;
  return null;
}

/**
 * The field errors of a plain JSON value (a REST body) under the rule, every text taken as one line; keyed by
 * the path of the text, as zod keys an input. Null when every text may be stored.
 */
export function plainTextErrors(value: unknown, path: string[] = []): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const visit = (item: unknown, at: string[]) => {
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) (errors[at.join('.') || 'input'] ??= []).push(problem);
    } else if (Array.isArray(item)) item.forEach((inner, index) => visit(inner, [...at, String(index)]));
    else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) visit(inner, [...at, key]);
    }
  };
  visit(value, path);
  return Object.keys(errors).length > 0 ? errors : null;
}
