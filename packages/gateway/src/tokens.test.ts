import { describe, expect, it } from "vitest";
import { issuePaymentAuthToken, verifyPaymentAuthToken } from "./auth-token";
import { deriveKey, sign, verify } from "./signing";

const SECRET = "test-secret";
const NOW = Date.UTC(2030, 0, 15, 12);

describe("payment auth tokens", () => {
  it("carries the subject, cart and transaction, and is valid for 24 hours by default", () => {
    const answer = issuePaymentAuthToken(SECRET, { subject: "user-1", cartId: "cart-9" }, NOW);
    expect(answer.tokenType).toBe("SP");
    expect(answer.validUntil).toBe(new Date(NOW + 24 * 3_600_000).toISOString());
    expect(answer.transactionId).toMatch(/^txn_[0-9a-f]{32}$/);
    expect(answer.value).toMatch(/^pat_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyPaymentAuthToken(SECRET, answer.value, NOW + 1000)).toEqual({
      subject: "user-1",
      cartId: "cart-9",
      transactionId: answer.transactionId,
      session: null,
    });
  });

  it("carries the storefront session it was issued in, when given one", () => {
    const answer = issuePaymentAuthToken(SECRET, { subject: "user-1", cartId: "cart-9", session: "s-key" }, NOW);
    expect(verifyPaymentAuthToken(SECRET, answer.value, NOW)).toMatchObject({ subject: "user-1", session: "s-key" });
  });

  it("expires at validUntil", () => {
    const answer = issuePaymentAuthToken(SECRET, { subject: "u", cartId: "c" }, NOW, 60_000);
    expect(verifyPaymentAuthToken(SECRET, answer.value, NOW + 59_999)).not.toBeNull();
    expect(verifyPaymentAuthToken(SECRET, answer.value, NOW + 60_000)).toBeNull();
  });

  it("is refused when signed with another secret, tampered with or malformed", () => {
    const { value } = issuePaymentAuthToken(SECRET, { subject: "u", cartId: "c" }, NOW);
    expect(verifyPaymentAuthToken("other-secret", value, NOW)).toBeNull();
    const [body, signature] = value.slice(4).split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ s: "someone-else", c: "c", x: "txn", e: NOW + 1e9 })).toString("base64url");
    expect(verifyPaymentAuthToken(SECRET, `pat_${forged}.${signature}`, NOW)).toBeNull();
    expect(verifyPaymentAuthToken(SECRET, `pat_${body}.${signature.slice(0, -2)}`, NOW)).toBeNull();
    for (const bad of ["", "null", "pat_", "pat_.", `${value}x`, `tok_${body}.${signature}`, "x".repeat(5000)]) {
      expect(verifyPaymentAuthToken(SECRET, bad, NOW)).toBeNull();
    }
  });
});

describe("signed values", () => {
  it("do not verify as another kind, even with the same secret", () => {
    const value = sign(deriveKey(SECRET, "card-token"), "card-token", { a: 1 });
    expect(verify(deriveKey(SECRET, "card-token"), "card-token", value)).toEqual({ a: 1 });
    const relabelled = value.replace(/^tok_/, "auth_");
    expect(verify(deriveKey(SECRET, "authorisation"), "authorisation", relabelled)).toBeNull();
    expect(verify(deriveKey(SECRET, "card-token"), "card-token", 42)).toBeNull();
  });

  it("need a secret", () => {
    expect(() => deriveKey("", "card-token")).toThrow();
  });
});
