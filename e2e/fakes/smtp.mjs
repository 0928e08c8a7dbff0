// A local SMTP server for the browser tests (the real protocol, on a port the system picks): the e2e app sends
// its emails to it (SMTP_URL), and it writes each message it accepts, parsed, as one JSON file into a folder
// the tests read (fixtures/mail.ts). No relay, nothing leaves the machine.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts the server; resolves to its smtp:// URL. Messages land in `dir` as `<time>-<n>.json`. */
export async function startMailFolder(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: new Date().toISOString(),
          };
          const name = `${Date.now()}-${String(++count).padStart(5, '0')}.json`;
          // Written whole, then renamed: a reader never sees half a message.
          const temporary = path.join(dir, `.${name}`);
          fs.writeFileSync(temporary, JSON.stringify(message));
          fs.renameSync(temporary, path.join(dir, name));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
