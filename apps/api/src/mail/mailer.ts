import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates';

/** A file sent with a message (a booking's .ics event). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(
    message: MailContent & { to: string; headers?: Record<string, string>; attachments?: MailAttachment[] },
  ): Promise<void>;
  /** The folder of .eml files when mail goes to the outbox; null with real SMTP. */
  outboxDir: string | null;
  close(): void;
}

const FROM = '"Parkshare" <no-reply@parkshare.test>';

/** SMTP when a URL is given; otherwise every message becomes an RFC 822 file in the outbox folder. */
export function createMailer({ smtpUrl, dataDir }: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      outboxDir: null,
      send: async ({ headers: _devOnly, ...message }) => {
        await transport.sendMail({ from: FROM, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    send: async (message) => {
      // Quoted-printable keeps codes and links readable in the raw file for people and tests.
      const info = await transport.sendMail({ from: FROM, textEncoding: 'quoted-printable', ...message });
      await mkdir(outboxDir, { recursive: true });
      // Sortable names: ISO time (colons made file-name safe), then randomness against collisions.
      const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(outboxDir, name), info.message as Buffer);
    },
    close: () => undefined,
  };
}
