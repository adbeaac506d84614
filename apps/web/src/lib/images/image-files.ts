import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@parkshare/shared/images/limits';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';

/**
 * The checks the uploader makes before sending (the server checks the content again): the type the browser
 * reports and the size. Answers a catalogue message, or null for a file that may be sent.
 */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.imageType;
  if (file.size > MAX_IMAGE_BYTES) return formatMessage('imageTooLarge', { max: MAX_IMAGE_MB });
  return null;
}

/** "2.4 MB" / "2,4 MB": a file size for people, in the UI language (en or pl). */
export function formatFileSize(bytes: number, language: string | undefined): string {
  const locale = language === 'pl' ? 'pl-PL' : 'en-GB';
  const mb = bytes / (1024 * 1024);
  if (mb >= 0.1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
}
