// The browser tests run the diner's order and the back office through Debian's nginx (docs/deploy/).
// Installs it when missing and we are root (CI, a fresh machine); otherwise says what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!fs.existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing at ${path}. Install it with: sudo apt-get install -y nginx`);
    process.exit(1);
  }
  console.log('Installing Debian nginx for the reverse-proxy browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq nginx', { stdio: 'inherit', env });
}
