export type TFakePrinterMode =
  /** Prints. */
  | 'ok'
  /** The paper roll is out: the status says so, and nothing prints. */
  | 'paperOut'
  /** Drops each connection after this many bytes of a printout. */
  | { dropAfterBytes: number }
  /** Never answers status requests: a device that is not an ESC/POS printer, or says nothing. */
  | 'silent'
  /** Greets each connection with bytes of its own (a database, a mail server) and answers nothing. */
  | 'banner';

export type TPrinted = {
  /** The text lines as printed (decoded from the code page in effect). */
  lines: string[];
  /** The code page the text was printed in. */
  codePage: string;
  /** Whether any line was printed double width (GS ! with width bits). */
  big: boolean;
  /** Every command of the document in order, e.g. `ESC @`, `ESC t 19`, `GS ! 17`, `GS V 0`, `0x07`. */
  commands: string[];
  /** The document's bytes as received (commands, text and line feeds; status requests left out). */
  raw: Uint8Array;
};

export type TFakePrinter = {
  port: number;
  /** Complete documents (each ended by a cut), in the order printed. */
  printed: TPrinted[];
  /** Connections accepted so far. */
  connections: number;
  /** Bytes received so far, status requests included. */
  received: number;
  /** Bytes received on each connection that has closed, in the order they closed. */
  closedConnections: number[];
  mode: TFakePrinterMode;
  /** Stops listening (the printer is switched off); `start` switches it on again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export declare function startFakePrinter(mode?: TFakePrinterMode, port?: number): Promise<TFakePrinter>;
/** A port nothing listens on (a printer that is switched off). */
export declare function freePort(): Promise<number>;

/** Names that are printer commands when encoded as they look (☺ ← ↔ ◙ … are control bytes in CP437/850/858). */
export declare const HOSTILE_PRINTER_NAMES: {
  drawer: string;
  cut: string;
  forgedLine: string;
  powerOff: string;
};
