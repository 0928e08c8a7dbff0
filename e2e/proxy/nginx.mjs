// The browser tests' reverse proxy: Debian's nginx running docs/deploy/nginx/restaurant.conf
// itself, with the test's ports, a self-signed certificate made here, and the e2e app as both upstream
// servers. Started by playwright.config.ts as a web server; stops with it (SIGTERM).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appPort = Number(process.env.E2E_PORT ?? 8181);
const httpsPort = Number(process.env.PROXY_PORT ?? appPort + 1000);
const httpPort = httpsPort + 1;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-nginx-'));
for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, sub));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);

// The site file as the docs give it, with what a test machine has instead of example.ch's.
const site = fs
  .readFileSync(path.join(root, 'docs/deploy/nginx/restaurant.conf'), 'utf8')
  .replace(/127\.0\.0\.1:808[01]/g, `127.0.0.1:${appPort}`)
  .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
  .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
  .replace(/^\s*listen \[::\].*$/gm, '')
  .replace(/\/etc\/letsencrypt\/live\/example\.ch\/fullchain\.pem/, path.join(dir, 'cert.pem'))
  .replace(/\/etc\/letsencrypt\/live\/example\.ch\/privkey\.pem/, path.join(dir, 'key.pem'))
  .replace(
    /\/etc\/nginx\/snippets\/restaurant-proxy\.conf/,
    path.join(root, 'docs/deploy/nginx/restaurant-proxy.conf'),
  )
  .replace(/example\.ch/g, 'localhost');
fs.writeFileSync(path.join(dir, 'site.conf'), site);

// What Debian's /etc/nginx/nginx.conf provides around a site, in the temporary directory.
const asRoot = process.getuid?.() === 0;
fs.writeFileSync(
  path.join(dir, 'nginx.conf'),
  `${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
);

const nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
