import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * The real `main.ts` as a process on an embedded PostgreSQL in a data directory of its own (through tsx,
 * so it needs no build): the product's (server/src/main.ts), or the demo restaurant's (demo/src/main.ts,
 * what `npm start` runs by default). Whatever a failed assertion leaves running (the app, its postgres)
 * is stopped after the file's tests, and the directory removed.
 */
export type TMainProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** The app's URL once it says "Ready"; throws when it exits first or takes over a minute. */
  ready: () => Promise<string>;
};

/** Which entry to start, and variables beside the test's own. */
export type TMainOptions = { entry?: 'server' | 'demo'; env?: Record<string, string> };

const entryDirs = {
  server: path.resolve(import.meta.dirname, '..'),
  demo: path.resolve(import.meta.dirname, '..', '..', 'demo'),
};

export function embeddedMain(
  prefix: string,
  defaults: TMainOptions = {},
): { dataDir: string; run: (options?: TMainOptions) => TMainProcess } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dataDir, 0o755);
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      try {
        process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
      } catch {}
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function run(options: TMainOptions = {}): TMainProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: entryDirs[options.entry ?? defaults.entry ?? 'server'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATABASE_MIGRATION_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'correct horse battery',
        PASSWORD_HASH_COST: '14',
        ...defaults.env,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (c) => {
      output += c;
    });
    child.stderr?.on('data', (c) => {
      output += c;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const ready = async () => {
      const end = Date.now() + 60_000;
      while (Date.now() < end) {
        const match = /Ready: (http:\/\/localhost:\d+)/.exec(output);
        if (match?.[1]) return match[1];
        if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`not ready:\n${output}`);
    };
    return { child, output: () => output, exited, ready };
  }

  return { dataDir, run };
}
