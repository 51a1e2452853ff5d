import zlib from "node:zlib";

// CRC-32 (gzip's) of a concatenation from the CRCs of its parts, as zlib's crc32_combine does it:
// the CRC so far is multiplied by x^(8 * length of the next part) modulo the CRC polynomial, then
// the next part's own CRC is added. A kept page's long text pieces are the same for every copy, so
// their CRCs and multipliers are worked out once, and a copy's CRC costs a few multiplications
// instead of a pass over the whole page.

const POLY = 0xedb88320;

/** a * b modulo the CRC polynomial (bit-reflected, as the CRC itself) */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k += 1) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!));

/** The multiplier that moves a CRC past `length` more bytes: x^(8 * length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) p = multModP(X2N[k % 32]!, p);
  }
  return p >>> 0;
}

/** A piece's CRC and its shift, for crc32Extend. */
export interface Crc32Piece {
  crc: number;
  shift: number;
  length: number;
}

export function crc32Piece(bytes: Buffer): Crc32Piece {
  return { crc: bytes.length === 0 ? 0 : zlib.crc32(bytes), shift: crc32Shift(bytes.length), length: bytes.length };
}

/** The CRC of (what `crc` covers) followed by the piece. */
export function crc32Extend(crc: number, piece: Crc32Piece): number {
  return piece.length === 0 ? crc : (multModP(piece.shift, crc) ^ piece.crc) >>> 0;
}
