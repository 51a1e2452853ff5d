import { pooledRandom } from "./random-pool";

/**
 * A UUID of version 7 (RFC 9562): the first 48 bits are the milliseconds since 1970, the rest random
 * (74 bits). Rows keyed by it land at the end of their primary-key index instead of on a random page,
 * so a group of inserts dirties the index's last page rather than one page each, and a commit writes
 * fewer pages (decision 051, third step). The string has the same shape as crypto.randomUUID's.
 */
export function timeOrderedId(nowMs: number = Date.now()): string {
  const time = nowMs.toString(16).padStart(12, "0");
  const random = pooledRandom(10, "hex");
  const variant = (8 | (parseInt(random.charAt(3), 16) & 3)).toString(16); // variant 10
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(0, 3)}-${variant}${random.slice(4, 7)}-${random.slice(7, 19)}`;
}
