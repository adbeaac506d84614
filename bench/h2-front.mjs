// An HTTPS front speaking HTTP/2, in front of the built server, as production's proxy is (docs/operations.md:
// nginx or any load balancer terminates TLS and talks HTTP/2 to browsers). The Lighthouse suite measures through it
// (decision 097): over plain HTTP/1.1 on localhost a browser opens at most six connections to one origin, so a
// screen's few dozen small chunks queue behind each other in a way no visitor of the deployed site sees.
// The certificate is made for this run by openssl (self-signed; Chromium is told to accept it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Headers that belong to one HTTP/1.1 connection and are refused in HTTP/2 (RFC 9113 §8.2.2).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'parkshare-h2-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Starts the front on `port`, forwarding to `target` (http://127.0.0.1:N); resolves to { url, stop }. */
export async function startH2Front({ port, target }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(selfSignedCertificate(), (request, response) => {
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.includes(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'];
    headers['x-forwarded-proto'] = 'https';
    const forwarded = http.request(
      { agent, host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        const back = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.includes(name)) back[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Browsers keep HTTP/2 sessions open; close() waits for them otherwise.
        for (const session of sessions) session.destroy();
      }),
  };
}
