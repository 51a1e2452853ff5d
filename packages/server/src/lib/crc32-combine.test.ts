import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Extend, crc32Piece } from "./crc32-combine";

describe("crc32Extend", () => {
  it("gives the CRC of a concatenation from its parts' CRCs, for parts of any length", () => {
    for (const lengths of [
      [0, 5],
      [1, 1],
      [17, 0, 300],
      [65_536, 3, 70_001],
      [4, 1_000_003],
    ]) {
      const parts = lengths.map((n) => crypto.randomBytes(n));
      const whole = zlib.crc32(Buffer.concat(parts));
      const combined = parts.reduce((crc, part) => crc32Extend(crc, crc32Piece(part)), 0);
      expect(combined).toBe(whole);
    }
  });

  it("continues a CRC that zlib started", () => {
    const head = Buffer.from("<html><body>Hi, ", "utf8");
    const tail = Buffer.from("Morgan</body></html>".repeat(100), "utf8");
    expect(crc32Extend(zlib.crc32(head), crc32Piece(tail))).toBe(zlib.crc32(Buffer.concat([head, tail])));
  });
});
