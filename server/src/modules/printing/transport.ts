import dns from 'node:dns';
import net, { BlockList, isIP } from 'node:net';

/**
 * Raw TCP printing (port 9100, "JetDirect"), the way Epson-compatible network printers are driven.
 *
 * A job: connect; ask for the paper sensor's state with DLE EOT 4 (answered at once by printers that can;
 * paper end refuses the job before anything prints); send the printout; then GS r 1, which the printer
 * answers only once it has processed everything before it, so the answer confirms the ticket reached the
 * paper (no answer in time: the printer stalled, the job is tried again). A printer that does not answer
 * the first request prints all the same: for it, a clean close of the connection counts as done. Any failure (no connection, paper end, the connection dropped or went
 * silent) throws a PrinterError whose message an admin can act on.
 */

export type TPrinterFault = 'UNREACHABLE' | 'PAPER_OUT' | 'DROPPED' | 'ADDRESS';

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

export type TSendOptions = {
  connectTimeoutMs?: number;
  /** How long to wait for the paper sensor's answer before printing (printers that never answer print anyway). */
  statusTimeoutMs?: number;
  /** How long the printer may take to process the printout and answer GS r. */
  finishTimeoutMs?: number;
};

/** Sends `bytes` to the printer at `address`:`port`; resolves once the printer has them. */
export function sendToPrinter(
  address: string,
  port: number,
  bytes: Uint8Array,
  options: TSendOptions = {},
): Promise<void> {
  const { connectTimeoutMs = 5_000, statusTimeoutMs = 1_500, finishTimeoutMs = 20_000 } = options;
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: address, port });
    let settled = false;
    let connected = false;
    let stage: 'connect' | 'paper' | 'print' | 'finish' | 'closing' = 'connect';
    let timer: NodeJS.Timeout | undefined;
    const received: number[] = [];
    let onByte: ((byte: number) => void) | undefined;

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
        connected
          ? new PrinterError('DROPPED', DROPPED_MESSAGE)
          : new PrinterError('UNREACHABLE', UNREACHABLE_MESSAGE),
      );
    const wait = (ms: number, onTimeout: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(onTimeout, ms);
    };
    const nextByte = (ms: number, then: (byte: number | null) => void) => {
      const queued = received.shift();
      if (queued !== undefined) {
        then(queued);
        return;
      }
      onByte = (byte) => {
        onByte = undefined;
        clearTimeout(timer);
        then(byte);
      };
      wait(ms, () => {
        onByte = undefined;
        then(null);
      });
    };
    const close = () => {
      stage = 'closing';
      wait(finishTimeoutMs, fail);
      socket.end();
    };
    const print = (answers: boolean) => {
      stage = 'print';
      if (!answers) {
        // A printer that never answers status requests: a clean close says it took everything.
        socket.write(bytes, close);
        return;
      }
      socket.write(bytes);
      socket.write(GS_R_PAPER, () => {
        stage = 'finish';
        nextByte(finishTimeoutMs, (byte) => {
          if (byte !== null && (byte & PAPER_END_AFTER) === PAPER_END_AFTER) {
            finish(new PrinterError('PAPER_OUT', PAPER_OUT_MESSAGE));
            return;
          }
          if (byte === null) {
            fail();
            return;
          }
          // The answer comes once the printer has processed the printout.
          close();
        });
      });
    };

    wait(connectTimeoutMs, fail);
    socket.setNoDelay(true);
    socket.on('connect', () => {
      connected = true;
      stage = 'paper';
      socket.write(DLE_EOT_PAPER);
      nextByte(statusTimeoutMs, (byte) => {
        if (byte !== null && (byte & PAPER_END_NOW) === PAPER_END_NOW) {
          finish(new PrinterError('PAPER_OUT', PAPER_OUT_MESSAGE));
          return;
        }
        print(byte !== null);
      });
    });
    socket.on('data', (chunk: Buffer) => {
      for (const byte of chunk) {
        if (onByte) onByte(byte);
        else received.push(byte);
      }
    });
    socket.on('error', fail);
    socket.on('close', () => {
      if (stage === 'closing') finish();
      else fail();
    });
  });
}
