import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Pages and API answers are compressed as they stream, on every request: brotli quality 2 and gzip
 * level 3 cost half of the defaults' (4 and 6) CPU for a product page and send slightly more bytes
 * (decision 053). The static assets are compressed at the highest levels once, at build time.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
  });
}
