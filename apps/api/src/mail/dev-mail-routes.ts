import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseEml } from './eml';

const NAME = /^[\w.-]+\.eml$/;
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// No inline scripts: the CSP forbids them. The HTML part sits in a sandboxed iframe without scripts.
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;color:#1f2933;overflow-wrap:anywhere}table{border-collapse:collapse;width:100%}td,th{padding:6px 8px;border-bottom:1px solid #ddd;text-align:left}pre{white-space:pre-wrap;word-break:break-word;background:#f5f7fa;padding:12px}iframe{width:100%;height:480px;border:1px solid #ddd}@media (max-width:600px){thead{display:none}tr{display:block;padding:8px 0;border-bottom:1px solid #ddd}td{display:block;border:0;padding:2px 0}}</style>
</head><body>${body}</body></html>`;

/** The development outbox at /dev/mail: newest first, each message readable, the raw .eml downloadable. */
export function registerDevMailRoutes(app: FastifyInstance, outboxDir: string): void {
  const list = async () =>
    (await readdir(outboxDir).catch(() => []))
      .filter((name) => NAME.test(name))
      .sort()
      .reverse();

  app.get('/dev/mail', async (_request, reply) => {
    const rows = await Promise.all(
      (await list()).slice(0, 200).map(async (name) => {
        const mail = parseEml(await readFile(join(outboxDir, name), 'utf8'));
        const href = `/dev/mail/${encodeURIComponent(name.slice(0, -4))}`;
        return `<tr><td>${escapeHtml(mail.to)}</td><td><a href="${href}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.date)}</td></tr>`;
      }),
    );
    const body = rows.length
      ? `<table><thead><tr><th>To</th><th>Subject</th><th>Date</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No messages yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Outbox', `<h1>Outbox</h1>${body}`));
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name', async (request, reply) => {
    const raw = request.params.name.endsWith('.eml');
    const name = raw ? request.params.name : `${request.params.name}.eml`;
    if (!NAME.test(name)) return reply.code(404).send({ message: 'Not found.' });
    const content = await readFile(join(outboxDir, name), 'utf8').catch(() => null);
    if (content === null) return reply.code(404).send({ message: 'Not found.' });
    if (raw) return reply.type('message/rfc822').header('cache-control', 'no-store').send(content);
    const mail = parseEml(content);
    const html = mail.html
      ? `<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>`
      : '';
    const body = `<p><a href="/dev/mail">← Outbox</a> · <a href="/dev/mail/${encodeURIComponent(name)}">raw .eml</a></p>
<h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.to)}<br>Date: ${escapeHtml(mail.date)}</p><h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>${html}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(mail.subject, body));
  });
}
