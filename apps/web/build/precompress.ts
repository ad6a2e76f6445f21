import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
// Smaller files gain nothing worth a second file; @fastify/static skips them too.
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at build time. The
 * production server sends them to browsers that accept them (@fastify/static's preCompressed), so no request pays
 * for compression and the strongest levels are affordable.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rihla-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const bytes = fs.readFileSync(full);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzip(bytes, { level: 9 }),
            ]);
            fs.writeFileSync(`${full}.br`, br);
            fs.writeFileSync(`${full}.gz`, gz);
          }),
      );
    },
  };
}
