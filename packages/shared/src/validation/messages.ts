// The validation messages of SPEC §5, word for word. The server sends these English texts in
// `extensions.validation`; the web app finds the key and parameters again with `matchMessage` and shows
// the text in the user's language (locales/<lng>/validation.json and owner-validation.json use the same keys).
//
// Two catalogues: `coreMessages` (accounts, forms every visitor meets; the web app loads them at start) and
// `ownerMessages` (owner-messages.ts: billing, organizations, parkings, prices, photos; the web app loads them
// with the signed-in screens, so the first page a guest opens stays within its JS budget, decision 020).
import { ownerMessages } from './owner-messages';
import { catalogueMatcher } from './catalogue';
import { coreMessages } from './messages-core';

export { coreMessages };

export const messages = { ...coreMessages, ...ownerMessages } as const;

export type MessageKey = keyof typeof messages;

export function formatMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Finds which catalogue message a text is, with its parameters; null for a text outside the catalogue. */
export const matchMessage = catalogueMatcher(messages);
