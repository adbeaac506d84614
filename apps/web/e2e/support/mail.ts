import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

// Reads the outbox the way a mail client would: headers, then each text part decoded from its transfer encoding.
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(raw: string, name: string): string {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return decodeWords(match?.[1]?.trim() ?? '');
}

function bodies(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/** The outbox of the default server, or of another one (`mailDir`, e.g. e2eEnv.bankFile.mailDir). */
export async function listMail(mailDir = e2eEnv.mailDir): Promise<Mail[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const raw = await readFile(join(mailDir, name), 'utf8');
        return { to: header(raw, 'To'), subject: header(raw, 'Subject'), text: bodies(raw) };
      }),
  );
  return mails;
}

/** Waits for the newest message to `to` whose text matches `pattern`, and returns the first capture group. */
export async function waitForMail(to: string, pattern: RegExp, after = 0, mailDir = e2eEnv.mailDir): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mails = (await listMail(mailDir)).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
        const match = mails
          .slice(after)
          .reverse()
          .map((mail) => pattern.exec(mail.text))
          .find(Boolean);
        found = match?.[1] ?? '';
        return found;
      },
      { timeout: 10_000, message: `an e-mail to ${to} matching ${pattern}` },
    )
    .not.toBe('');
  return found;
}

export async function countMail(to: string): Promise<number> {
  return (await listMail()).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase())).length;
}
