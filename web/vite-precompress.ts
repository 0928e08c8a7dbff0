import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // .vite/ holds the build manifest, which is never served.
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(full);
    return [full];
  });
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
 * sends them compressed without compressing on each request (server/src/plugins/spa.ts,
 * preCompressed). Brotli at its best quality: the files are compressed once per build.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = listFiles(outDir).filter(
        (file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES,
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([
            fs.promises.writeFile(`${file}.br`, br),
            fs.promises.writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}
