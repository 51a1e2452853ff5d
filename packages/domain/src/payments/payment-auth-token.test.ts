import { describe, expect, it } from "vitest";
import {
  isUsableAuthTokenValue,
  needsAuthTokenRefresh,
  PAYMENT_AUTH_TOKEN_OFFSET_MS,
  PAYMENT_FRAME_TIMEOUT_MS,
  PAYPAL_TOKEN_VALIDITY_MS,
} from "./payment-auth-token";

describe("constants", () => {
  it("match the spec", () => {
    expect(PAYMENT_AUTH_TOKEN_OFFSET_MS).toBe(6 * 60 * 60 * 1000);
    expect(PAYPAL_TOKEN_VALIDITY_MS).toBe(23 * 60 * 60 * 1000);
    expect(PAYMENT_FRAME_TIMEOUT_MS).toBe(8000);
  });
});

describe("isUsableAuthTokenValue", () => {
  it("accepts a token", () => {
    expect(isUsableAuthTokenValue("sp_5f2c9a")).toBe(true);
  });

  it.each<[unknown]>([[null], [undefined], [""], ["   "], ["null"], ["undefined"], [42], [{}]])("refuses %j", (value) => {
    expect(isUsableAuthTokenValue(value)).toBe(false);
  });
});

describe("needsAuthTokenRefresh", () => {
  const validUntil = "2026-12-01T18:00:00.000Z";
  const stored = { value: "sp_5f2c9a", validUntil };

  it("keeps a token until its validity minus 6 hours", () => {
    expect(needsAuthTokenRefresh(stored, new Date("2026-12-01T11:59:59Z"))).toBe(false);
    expect(needsAuthTokenRefresh(stored, new Date("2026-12-01T12:00:00Z"))).toBe(false);
  });

  it("refreshes once past validity minus 6 hours", () => {
    expect(needsAuthTokenRefresh(stored, new Date("2026-12-01T12:00:01Z"))).toBe(true);
    expect(needsAuthTokenRefresh(stored, new Date("2026-12-02T00:00:00Z"))).toBe(true);
  });

  it("refreshes an unusable value", () => {
    const early = new Date("2026-11-01T00:00:00Z");
    expect(needsAuthTokenRefresh({ value: null, validUntil }, early)).toBe(true);
    expect(needsAuthTokenRefresh({ value: "", validUntil }, early)).toBe(true);
    expect(needsAuthTokenRefresh({ value: "null", validUntil }, early)).toBe(true);
  });

  it("refreshes when the validity is missing or unreadable", () => {
    const early = new Date("2026-11-01T00:00:00Z");
    expect(needsAuthTokenRefresh({ value: "sp_5f2c9a", validUntil: null }, early)).toBe(true);
    expect(needsAuthTokenRefresh({ value: "sp_5f2c9a", validUntil: "" }, early)).toBe(true);
    expect(needsAuthTokenRefresh({ value: "sp_5f2c9a", validUntil: "soon" }, early)).toBe(true);
  });

  it("reads a validity stored as epoch milliseconds", () => {
    const ms = String(Date.parse(validUntil));
    expect(needsAuthTokenRefresh({ value: "sp_5f2c9a", validUntil: ms }, new Date("2026-12-01T11:00:00Z"))).toBe(false);
    expect(needsAuthTokenRefresh({ value: "sp_5f2c9a", validUntil: ms }, new Date("2026-12-01T13:00:00Z"))).toBe(true);
  });
});
