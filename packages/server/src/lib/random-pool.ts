import crypto from "node:crypto";

// Random bytes from the system's generator, drawn 4 KB at a time: one call into it per many tokens
// instead of one each (decision 051; crypto.randomUUID keeps such a cache too). Every byte is handed
// out once, so tokens cut from the pool are as unpredictable as crypto.randomBytes's.
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** `size` fresh random bytes (at most 4096), encoded. */
export function pooledRandom(size: number, encoding: "base64" | "base64url" | "hex"): string {
  if (offset + size > pool.length) {
    crypto.randomFillSync(pool);
    offset = 0;
  }
  const text = pool.toString(encoding, offset, offset + size);
  offset += size;
  return text;
}
