import crypto from "node:crypto";

/**
 * A UUID of version 7 (RFC 9562): the first 48 bits are the milliseconds since 1970, the rest random
 * (74 bits). Rows keyed by it land at the end of their primary-key index instead of on a random page,
 * so an insert dirties the index's last page, which the previous insert dirtied too, and a commit
 * writes fewer pages (decision 051, third step). The string has the same shape as crypto.randomUUID's.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

export function timeOrderedId(nowMs: number = Date.now()): string {
  // random bytes are drawn from the system 4 KB at a time (one call per 256 ids), as crypto.randomUUID does
  if (poolOffset === POOL_BYTES) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 16);
  poolOffset += 16;
  bytes.writeUIntBE(nowMs, 0, 6);
  bytes.writeUInt8(0x70 | (bytes.readUInt8(6) & 0x0f), 6); // version 7
  bytes.writeUInt8(0x80 | (bytes.readUInt8(8) & 0x3f), 8); // variant 10
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
