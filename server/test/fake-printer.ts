import net from 'node:net';
import CodepageEncoder from '@point-of-sale/codepage-encoder';

/**
 * A network receipt printer for the tests (issue 21): a TCP server that reads what it receives as ESC/POS
 * the way an Epson TM-T20 would — code page (ESC t), text, sizes and styles, cuts (GS V) — and answers the
 * status requests DLE EOT n and GS r n. Each cut ends one printed document; text after the last cut of a
 * connection that dropped is a torn-off fragment, not a print.
 */

/** ESC t n of the Epson tables, to the decoder's names. */
const CODE_PAGES: Record<number, string> = { 0: 'cp437', 2: 'cp850', 16: 'windows1252', 19: 'cp858' };

export type TFakePrinterMode =
  /** Prints. */
  | 'ok'
  /** The paper roll is out: the status says so, and nothing prints. */
  | 'paperOut'
  /** Drops each connection after this many bytes of a printout. */
  | { dropAfterBytes: number }
  /** Never answers status requests (an older printer); prints all the same. */
  | 'silent';

export type TPrinted = {
  /** The text lines as printed (decoded from the code page in effect). */
  lines: string[];
  /** The code page the text was printed in. */
  codePage: string;
  /** Whether any line was printed double width (GS ! with width bits). */
  big: boolean;
};

export type TFakePrinter = {
  port: number;
  /** Complete documents (each ended by a cut), in the order printed. */
  printed: TPrinted[];
  /** Connections accepted so far. */
  connections: number;
  mode: TFakePrinterMode;
  /** Stops listening (the printer is switched off); `start` switches it on again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

function decoder(codePage: string) {
  const points = CodepageEncoder.getCodepoints(codePage as never, true);
  return (byte: number) => String.fromCodePoint(points[byte] ?? 0x3f);
}

/** Parses one connection's bytes; `respond` answers status requests. */
function session(printer: TFakePrinter, socket: net.Socket) {
  let codePage = 'cp437';
  let decode = decoder(codePage);
  let lines: string[] = [];
  let line = '';
  let big = false;
  let bytesOfPrintout = 0;
  let buffer: number[] = [];
  const answer = (byte: number) => {
    if (printer.mode !== 'silent') socket.write(Uint8Array.of(byte));
  };
  const paperOut = () => printer.mode === 'paperOut';

  function parse() {
    let i = 0;
    const need = (n: number) => i + n <= buffer.length;
    while (i < buffer.length) {
      const b = buffer[i] as number;
      if (b === 0x1b) {
        if (!need(2)) break;
        const cmd = buffer[i + 1] as number;
        if (cmd === 0x40) {
          codePage = 'cp437';
          decode = decoder(codePage);
          i += 2;
        } else if (cmd === 0x74) {
          if (!need(3)) break;
          codePage = CODE_PAGES[buffer[i + 2] as number] ?? `unknown-${buffer[i + 2]}`;
          decode = decoder(CODE_PAGES[buffer[i + 2] as number] ?? 'cp437');
          i += 3;
        } else if (cmd === 0x32) i += 2;
        else {
          // ESC E n, ESC - n, ESC a n, ESC M n, ESC ! n, ESC 3 n, ESC d n, ESC R n, ESC G n...: one parameter.
          if (!need(3)) break;
          i += 3;
        }
      } else if (b === 0x1d) {
        if (!need(2)) break;
        const cmd = buffer[i + 1] as number;
        if (cmd === 0x21) {
          if (!need(3)) break;
          if (((buffer[i + 2] as number) & 0x70) !== 0) big = true;
          i += 3;
        } else if (cmd === 0x56) {
          if (!need(3)) break;
          const m = buffer[i + 2] as number;
          const withFeed = m === 65 || m === 66 || m === 97 || m === 98;
          if (withFeed && !need(4)) break;
          i += withFeed ? 4 : 3;
          if (line) lines.push(line);
          if (!paperOut()) printer.printed.push({ lines, codePage, big });
          lines = [];
          line = '';
          big = false;
          bytesOfPrintout = 0;
        } else if (cmd === 0x72) {
          if (!need(3)) break;
          i += 3;
          answer(paperOut() ? 0x0c : 0x00);
        } else if (cmd === 0x28) {
          if (!need(5)) break;
          const length = (buffer[i + 3] as number) + (buffer[i + 4] as number) * 256;
          if (!need(5 + length)) break;
          i += 5 + length;
        } else {
          if (!need(3)) break;
          i += 3;
        }
      } else if (b === 0x1c) {
        if (!need(2)) break;
        i += 2;
      } else if (b === 0x10) {
        if (!need(3)) break;
        if (buffer[i + 1] === 0x04) answer(buffer[i + 2] === 4 ? (paperOut() ? 0x72 : 0x12) : 0x12);
        i += 3;
      } else if (b === 0x0a) {
        lines.push(line);
        line = '';
        i += 1;
      } else if (b === 0x0d) i += 1;
      else {
        line += b < 0x80 ? String.fromCharCode(b) : decode(b);
        i += 1;
      }
    }
    buffer = buffer.slice(i);
  }

  socket.on('data', (chunk: Buffer) => {
    const mode = printer.mode;
    for (const byte of chunk) {
      buffer.push(byte);
      bytesOfPrintout += 1;
      if (typeof mode === 'object' && bytesOfPrintout > mode.dropAfterBytes) {
        parse();
        socket.destroy();
        return;
      }
    }
    parse();
  });
  socket.on('error', () => {});
}

export async function startFakePrinter(mode: TFakePrinterMode = 'ok', port = 0): Promise<TFakePrinter> {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  const printer: TFakePrinter = {
    port,
    printed: [],
    connections: 0,
    mode,
    async start() {
      server = net.createServer((socket) => {
        printer.connections += 1;
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        session(printer, socket);
      });
      await new Promise<void>((resolve) => server?.listen(printer.port, '127.0.0.1', resolve));
      const address = server.address();
      if (address && typeof address === 'object') printer.port = address.port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  await printer.start();
  return printer;
}

/** A port nothing listens on (a printer that is switched off). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}
