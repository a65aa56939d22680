// After a build: each text file of the client build gets a Brotli (.br) and a gzip (.gz) copy
// beside it, compressed once at the best level, which the static file handler serves to
// browsers that accept them (`precompressed`, app/server/pages.server.ts) instead of
// compressing the same file again on every request. A copy no smaller than its file is not kept.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

export function precompressAssets(folder: string): { files: number } {
  let files = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    files += 1;
  }
  return { files };
}
