import dns from 'node:dns';
import net, { BlockList, isIP } from 'node:net';

/**
 * Raw TCP printing (port 9100, "JetDirect"), the way Epson-compatible network printers are driven.
 *
 * A job: connect; ask for the paper sensor's state with DLE EOT 4, which an ESC/POS printer answers at once
 * with one byte of a fixed bit pattern; only a device that gives exactly that answer gets the printout
 * (paper end refuses the job before anything prints). Then GS r 1, which the printer answers only once it
 * has processed everything before it, so the answer confirms the ticket reached the paper (no answer in
 * time: the printer stalled, the job is tried again).
 *
 * Whatever else sits at the address and port (nothing, a closed port, a database that greets first, a
 * service that stays silent) gets three bytes and the same answer: "did not answer". So a printer's
 * address can neither send a ticket's text to another service nor tell an admin what else runs on the
 * network. Any failure throws a PrinterError whose message an admin can act on.
 */

export type TPrinterFault = 'UNREACHABLE' | 'PAPER_OUT' | 'DROPPED' | 'ADDRESS' | 'PORT';

export class PrinterError extends Error {
  constructor(
    readonly fault: TPrinterFault,
    message: string,
  ) {
    super(message);
    this.name = 'PrinterError';
  }
}

const DLE_EOT_PAPER = Uint8Array.of(0x10, 0x04, 0x04);
const GS_R_PAPER = Uint8Array.of(0x1d, 0x72, 0x01);
/** DLE EOT 4: bits 5 and 6 set when the roll is out. */
const PAPER_END_NOW = 0x60;
/** GS r 1: bits 2 and 3 set when the roll is out. */
const PAPER_END_AFTER = 0x0c;

/** How long a device must stay silent after its status answer (a printer sends nothing unasked). */
const SETTLE_MS = 100;
/** An answer to DLE EOT 4: bits 1 and 4 always set, bits 0 and 7 always clear (Epson's fixed bits). */
export const isPaperSensorStatus = (byte: number): boolean => (byte & 0x93) === 0x12;
/** An answer to GS r 1: bits 4 and 7 always clear. */
export const isPaperStatus = (byte: number): boolean => (byte & 0x90) === 0;

/**
 * Printers live on the restaurant's own network: private IPv4 ranges and IPv6 unique-local addresses.
 * Loopback only when allowed (a local tunnel, the tests' fake printer). Never public addresses, link-local
 * ones (cloud metadata services answer at 169.254.169.254) or AWS's fd00:ec2::/32 metadata range.
 */
const LOCAL_NETWORK = new BlockList();
LOCAL_NETWORK.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORK.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORK.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORK.addSubnet('fc00::', 7, 'ipv6');
const METADATA = new BlockList();
METADATA.addSubnet('fd00:ec2::', 32, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export type TPrinterNetwork = {
  allowLoopback: boolean;
  /** The TCP ports a printer may use, as [from, to] ranges (PRINTER_PORTS). */
  ports: readonly (readonly [number, number])[];
  /** The addresses of a host name; replaceable in tests. */
  resolve?: (host: string) => Promise<string[]>;
};

/** Whether `address` (an IP) is one a printer may have. */
export function isPrinterAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return allowLoopback;
  return LOCAL_NETWORK.check(address, type) && !METADATA.check(address, type);
}

/**
 * What went wrong, in words an admin can act on. Kept without the address (the printers screen shows it),
 * so that the stored last error reads in every language (the server catalogue translates it).
 */
const PORT_MESSAGE =
  'Network printers are reached on port 9100, or on a port the server’s PRINTER_PORTS setting allows.';
const ADDRESS_MESSAGE = 'A printer must be on the restaurant’s own network (e.g. 192.168.1.50).';
const NAME_NOT_FOUND = 'The printer’s name could not be found on the network.';
const UNREACHABLE_MESSAGE =
  'The printer did not answer. Check that it is switched on, connected and at this address.';
const DROPPED_MESSAGE = 'The connection to the printer dropped while printing.';
const PAPER_OUT_MESSAGE = 'The printer is out of paper.';

const resolveAll = async (host: string) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The address to connect to for `host`: an IP as it is, a name resolved now (every answer must be a
 * printer address, so a name cannot point elsewhere between the check and the connection).
 */
export async function printerAddress(host: string, network: TPrinterNetwork): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await (network.resolve ?? resolveAll)(bare);
    } catch {
      throw new PrinterError('UNREACHABLE', NAME_NOT_FOUND);
    }
  }
  const [first] = addresses;
  if (!first || !addresses.every((a) => isPrinterAddress(a, network.allowLoopback)))
    throw new PrinterError('ADDRESS', ADDRESS_MESSAGE);
  return first;
}

/** Refuses a port that is not a printer port (checked when saved and again before each job). */
export function checkPrinterPort(port: number, network: TPrinterNetwork): void {
  if (!network.ports.some(([from, to]) => port >= from && port <= to))
    throw new PrinterError('PORT', PORT_MESSAGE);
}

/** How long connecting and the status answer may take by default (a printer on the LAN takes milliseconds). */
export const IDENTIFY_TIMEOUT_MS = 4_000;

export type TSendOptions = {
  /** How long connecting and the paper sensor's answer may take together: the device proves it is a printer. */
  identifyTimeoutMs?: number;
  /** How long the printer may take to process the printout and answer GS r. */
  finishTimeoutMs?: number;
};

/** Sends `bytes` to the printer at `address`:`port`; resolves once the printer has printed them. */
export function sendToPrinter(
  address: string,
  port: number,
  bytes: Uint8Array,
  options: TSendOptions = {},
): Promise<void> {
  const { identifyTimeoutMs = IDENTIFY_TIMEOUT_MS, finishTimeoutMs = 20_000 } = options;
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: address, port });
    let settled = false;
    /** The device answered DLE EOT as a printer does: from here on a failure is the printer's. */
    let printer = false;
    let stage: 'identify' | 'settle' | 'finish' | 'closing' = 'identify';
    let timer: NodeJS.Timeout | undefined;

    const finish = (error?: PrinterError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve();
    };
    const fail = () =>
      finish(
        printer
          ? new PrinterError('DROPPED', DROPPED_MESSAGE)
          : new PrinterError('UNREACHABLE', UNREACHABLE_MESSAGE),
      );
    const wait = (ms: number, onTimeout: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(onTimeout, ms);
    };
    const close = () => {
      stage = 'closing';
      wait(finishTimeoutMs, fail);
      socket.end();
    };
    /** The one byte the device sent in answer to DLE EOT 4 (anything else: not a printer). */
    const identified = (chunk: Buffer) => {
      const [byte] = chunk;
      if (chunk.length !== 1 || byte === undefined || !isPaperSensorStatus(byte)) {
        fail();
        return;
      }
      // A service that greets or chatters could start with a byte of the right shape: a printer says
      // nothing more, so a moment of silence must follow before the printout goes out.
      stage = 'settle';
      wait(SETTLE_MS, () => {
        printer = true;
        if ((byte & PAPER_END_NOW) === PAPER_END_NOW) {
          finish(new PrinterError('PAPER_OUT', PAPER_OUT_MESSAGE));
          return;
        }
        stage = 'finish';
        wait(finishTimeoutMs, fail);
        socket.write(bytes);
        socket.write(GS_R_PAPER);
      });
    };
    /** The printer's answer to GS r 1, sent once it has processed the printout. */
    const printed = (chunk: Buffer) => {
      const [byte] = chunk;
      if (chunk.length !== 1 || byte === undefined || !isPaperStatus(byte)) {
        fail();
        return;
      }
      if ((byte & PAPER_END_AFTER) === PAPER_END_AFTER) {
        finish(new PrinterError('PAPER_OUT', PAPER_OUT_MESSAGE));
        return;
      }
      close();
    };

    wait(identifyTimeoutMs, fail);
    socket.setNoDelay(true);
    socket.on('connect', () => {
      // Three bytes that no other service acts on; nothing of the printout until the answer proves a printer.
      socket.write(DLE_EOT_PAPER);
    });
    socket.on('data', (chunk: Buffer) => {
      if (stage === 'identify') identified(chunk);
      else if (stage === 'finish') printed(chunk);
      else fail();
    });
    socket.on('error', fail);
    socket.on('close', () => {
      if (stage === 'closing') finish();
      else fail();
    });
  });
}
