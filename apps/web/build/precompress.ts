import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this the headers and the decoder cost more than the bytes saved. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * After the bundle is written, puts `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text
 * asset of the build above 1 KB, so the server sends them precompressed (apps/server/src/platform/
 * spa.ts picks one by Accept-Encoding) and never compresses a static file per request. A variant
 * that is not smaller than its original is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fundpath:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((f) => COMPRESSIBLE.test(f));
      let written = 0;
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= MIN_BYTES) return;
          const body = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
          written++;
        }),
      );
      this.info?.(`precompressed ${written} files (.br, .gz)`);
    },
  };
}
