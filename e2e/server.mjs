// The app as the browser tests see it: the production build on a fresh embedded database, with the demo
// restaurant (demo/dist/main.js, what `npm start` runs with SEED_DEMO on), sending its emails to a local SMTP
// server that writes them into E2E_MAIL_DIR for the tests to read (fakes/smtp.mjs, fixtures/mail.ts).
import fs from 'node:fs';
import path from 'node:path';
import { startMailFolder } from './fakes/smtp.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR must be set');
const mail = await startMailFolder(mailDir);
process.env.SMTP_URL = mail.url;
await import(path.resolve(import.meta.dirname, '../demo/dist/main.js'));
