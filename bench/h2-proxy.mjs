// TLS and HTTP/2 in front of a local HTTP/1.1 server, as production's TLS terminator serves the app
// (docs/operations.md "Serving over HTTPS and HTTP/2"): `bench:web` puts one in front of our server and one in front
// of the baseline's (unless `--transport=h1`), so both are measured over the same transport. The certificate is a throwaway, made with
// openssl for 127.0.0.1 and trusted only by the bench's Chromium (--ignore-certificate-errors).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids or that belong to one hop of HTTP/1.1. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function throwawayCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'imole-bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the bench's certificate:\n${made.stderr}`);
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Starts an HTTPS (HTTP/2, and HTTP/1.1 for clients that do not offer h2) server on a free loopback port that passes
 * every request to `target` (an http:// origin) and its answer back unchanged. Returns its origin and a stop().
 */
export async function startH2Proxy(target) {
  const upstream = new URL(target);
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    headers.host = upstream.host;
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
