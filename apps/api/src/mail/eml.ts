// A small reader for the outbox's own .eml files (nodemailer output): headers, text and HTML parts.

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  to: string;
  date: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

// RFC 2047 encoded words such as =?UTF-8?Q?Tw=C3=B3j?= in headers.
const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*(?==\?)?/gi, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function collectParts(headers: Record<string, string>, body: string, into: { text: string; html: string }): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const parsed = splitHeaders(part.replace(/^\r?\n/, ''));
      collectParts(parsed.headers, parsed.body, into);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) into.html ||= decodeBody(headers, body);
  else if (type.toLowerCase().startsWith('text/plain')) into.text ||= decodeBody(headers, body);
}

export function parseEml(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return { headers, subject: headers.subject ?? '', to: headers.to ?? '', date: headers.date ?? '', ...parts };
}
