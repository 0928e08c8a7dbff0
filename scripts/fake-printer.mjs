// A network receipt printer for the API tests and the drills: a TCP server that reads what it receives as
// ESC/POS the way an Epson TM-T20 would — code page (ESC t), text, sizes and styles, cuts (GS V) — and
// answers the status requests DLE EOT n and GS r n. Each cut ends one printed document; text after the
// last cut of a connection that dropped is a torn-off fragment, not a print. Every command it sees is
// kept by name, so a test can tell the layout's own commands from bytes that should have been text.
import net from 'node:net';
import CodepageEncoder from '@point-of-sale/codepage-encoder';

/**
 * Names of the second security review, as a diner typed them: in the DOS code pages each symbol is a
 * control byte, so printed as they were encoded they are printer commands.
 */
export const HOSTILE_PRINTER_NAMES = {
  /** ESC @ ESC p 0 SOH SOH: reset, then open the cash drawer. */
  drawer: 'Anna←@←p0☺☺',
  /** GS V SOH: cut the paper. */
  cut: '↔V☺',
  /** LF ESC E SOH GS ! DC1: a forged bold, double-size item line. */
  forgedLine: '◙←E☺↔!◄3 x Wagyu Nigiri',
  /** DLE DC4 STX SOH BS: the power-off sequence, after which later tickets fail. */
  powerOff: '►¶☻☺◘',
};

/** ESC t n of the Epson tables, to the decoder's names. */
const CODE_PAGES = { 0: 'cp437', 2: 'cp850', 16: 'windows1252', 19: 'cp858' };

/** Names of the bytes that start commands, for the command log. */
const NAMES = { 16: 'DLE', 27: 'ESC', 28: 'FS', 29: 'GS' };

function decoder(codePage) {
  const points = CodepageEncoder.getCodepoints(codePage, true);
  return (byte) => String.fromCodePoint(points[byte] ?? 0x3f);
}

/** Parses one connection's bytes; answers status requests unless the device never does. */
function session(printer, socket) {
  let codePage = 'cp437';
  let decode = decoder(codePage);
  let lines = [];
  let line = '';
  let big = false;
  let commands = [];
  let raw = [];
  let bytesOfPrintout = 0;
  let bytesOfConnection = 0;
  let buffer = [];
  const answer = (byte) => {
    if (printer.mode !== 'silent' && printer.mode !== 'banner') socket.write(Uint8Array.of(byte));
  };
  const paperOut = () => printer.mode === 'paperOut';
  if (printer.mode === 'banner') {
    // A service that greets first (a database, a mail server): not a printer, whatever it says.
    socket.write(Buffer.from('\x4a\x00\x00\x00\x0a8.0.36\x00banner', 'latin1'));
  }

  function parse() {
    let i = 0;
    const need = (n) => i + n <= buffer.length;
    /** Consumes a command of `length` bytes and logs it: its lead byte's name and its other bytes. */
    const command = (length) => {
      const bytes = buffer.slice(i, i + length);
      const [lead, ...rest] = bytes;
      const name = NAMES[lead] ?? `0x${lead.toString(16).padStart(2, '0')}`;
      commands.push(
        [name, ...rest.map((b) => (b >= 0x21 && b < 0x7f ? String.fromCharCode(b) : b))].join(' '),
      );
      raw.push(...bytes);
      i += length;
    };
    while (i < buffer.length) {
      const b = buffer[i];
      if (b === 0x1b) {
        if (!need(2)) break;
        const cmd = buffer[i + 1];
        if (cmd === 0x40) {
          codePage = 'cp437';
          decode = decoder(codePage);
          command(2);
        } else if (cmd === 0x74) {
          if (!need(3)) break;
          codePage = CODE_PAGES[buffer[i + 2]] ?? `unknown-${buffer[i + 2]}`;
          decode = decoder(CODE_PAGES[buffer[i + 2]] ?? 'cp437');
          command(3);
        } else if (cmd === 0x32) command(2);
        else {
          // ESC E n, ESC - n, ESC a n, ESC M n, ESC ! n, ESC 3 n, ESC d n, ESC R n, ESC G n, ESC p…: one parameter.
          if (!need(3)) break;
          command(3);
        }
      } else if (b === 0x1d) {
        if (!need(2)) break;
        const cmd = buffer[i + 1];
        if (cmd === 0x21) {
          if (!need(3)) break;
          if ((buffer[i + 2] & 0x70) !== 0) big = true;
          command(3);
        } else if (cmd === 0x56) {
          if (!need(3)) break;
          const m = buffer[i + 2];
          const withFeed = m === 65 || m === 66 || m === 97 || m === 98;
          if (withFeed && !need(4)) break;
          command(withFeed ? 4 : 3);
          if (line) lines.push(line);
          if (!paperOut())
            printer.printed.push({ lines, codePage, big, commands, raw: Uint8Array.from(raw) });
          lines = [];
          line = '';
          big = false;
          commands = [];
          raw = [];
          bytesOfPrintout = 0;
        } else if (cmd === 0x72) {
          if (!need(3)) break;
          i += 3;
          answer(paperOut() ? 0x0c : 0x00);
        } else if (cmd === 0x28) {
          if (!need(5)) break;
          const length = buffer[i + 3] + buffer[i + 4] * 256;
          if (!need(5 + length)) break;
          command(5 + length);
        } else {
          if (!need(3)) break;
          command(3);
        }
      } else if (b === 0x1c) {
        if (!need(2)) break;
        command(2);
      } else if (b === 0x10) {
        if (!need(3)) break;
        if (buffer[i + 1] === 0x04) {
          answer(buffer[i + 2] === 4 ? (paperOut() ? 0x72 : 0x12) : 0x12);
          i += 3;
        } else command(3);
      } else if (b === 0x0a) {
        lines.push(line);
        line = '';
        raw.push(b);
        i += 1;
      } else if (b === 0x0d) {
        raw.push(b);
        i += 1;
      } else if (b < 0x20 || b === 0x7f) {
        // Any other control byte is a command to a real printer (cash drawer, power off, …).
        command(1);
      } else {
        line += b < 0x80 ? String.fromCharCode(b) : decode(b);
        raw.push(b);
        i += 1;
      }
    }
    buffer = buffer.slice(i);
  }

  socket.on('data', (chunk) => {
    const mode = printer.mode;
    for (const byte of chunk) {
      buffer.push(byte);
      bytesOfPrintout += 1;
      bytesOfConnection += 1;
      printer.received += 1;
      if (typeof mode === 'object' && bytesOfPrintout > mode.dropAfterBytes) {
        parse();
        socket.destroy();
        return;
      }
    }
    parse();
  });
  socket.on('error', () => {});
  // What each finished connection carried, final once it closed (no race with bytes still on the way).
  socket.on('close', () => printer.closedConnections.push(bytesOfConnection));
}

export async function startFakePrinter(mode = 'ok', port = 0) {
  let server;
  const sockets = new Set();
  const printer = {
    port,
    printed: [],
    connections: 0,
    received: 0,
    /** Bytes received on each connection that has closed, in the order they closed. */
    closedConnections: [],
    mode,
    async start() {
      server = net.createServer((socket) => {
        printer.connections += 1;
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        session(printer, socket);
      });
      await new Promise((resolve) => server.listen(printer.port, '127.0.0.1', resolve));
      const address = server.address();
      if (address && typeof address === 'object') printer.port = address.port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  await printer.start();
  return printer;
}

/** A port nothing listens on (a printer that is switched off). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}
