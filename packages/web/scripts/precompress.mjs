// Writes a brotli (quality 11) and a gzip (level 9) copy beside every fingerprinted script and
// stylesheet of the browser build. The server sends them as they are (@fastify/static's
// preCompressed), instead of compressing each response on the fly at the speed-first levels.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const assets = path.join(import.meta.dirname, "..", "build", "client", "assets");
let files = 0;
for (const name of fs.readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const body = fs.readFileSync(path.join(assets, name));
  if (body.length < 1024) continue;
  fs.writeFileSync(
    path.join(assets, `${name}.br`),
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  fs.writeFileSync(path.join(assets, `${name}.gz`), zlib.gzipSync(body, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} assets (brotli 11, gzip 9)`);
