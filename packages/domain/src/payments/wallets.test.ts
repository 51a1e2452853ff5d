import { describe, expect, it } from "vitest";
import {
  KLARNA_MESSAGE,
  WALLET_ADDRESS_FIELD1,
  WALLET_DECLINE_MESSAGES,
  WALLET_SESSION_VALIDITY_MS,
  applePayVendorConfig,
  maxAuthorisableCents,
  needsWalletTokenRefresh,
  readWalletReturn,
  selectWalletShippingAddress,
  splitShippingName,
  walletDeclineCode,
  walletDeclineMessage,
  walletOfAddress,
  walletOfTokenType,
  walletTokenValidUntil,
  walletsOffered,
} from "./wallets";

describe("splitShippingName", () => {
  it.each([
    ["Jordan Avery", "Jordan", "Avery"],
    ["Mary Ann Smith", "Mary", "Ann Smith"],
    ["  Jordan   Avery  ", "Jordan", "Avery"],
    ["Cher", "Cher", ""],
    ["", "", ""],
  ])("splits %j on the first space", (name, firstName, lastName) => {
    expect(splitShippingName(name)).toEqual({ firstName, lastName });
  });
});

describe("wallet client tokens", () => {
  it("are valid 23 hours (82800000 ms), as the spec's PayPal token", () => {
    expect(WALLET_SESSION_VALIDITY_MS).toBe(82_800_000);
    expect(walletTokenValidUntil(new Date("2026-11-24T10:00:00.000Z"))).toBe("2026-11-25T09:00:00.000Z");
  });

  it("are fetched again 6 hours before they end, and not before", () => {
    const validUntil = walletTokenValidUntil(new Date("2026-11-24T10:00:00.000Z"));
    const stored = { value: "wst_abc.def", validUntil };
    expect(needsWalletTokenRefresh(stored, new Date("2026-11-25T03:00:00.000Z"))).toBe(false);
    expect(needsWalletTokenRefresh(stored, new Date("2026-11-25T03:00:00.001Z"))).toBe(true);
    expect(needsWalletTokenRefresh({ value: "null", validUntil }, new Date("2026-11-24T10:00:00.000Z"))).toBe(true);
  });

  it("have a type per wallet: P for PayPal, K for Klarna, AP for Apple Pay", () => {
    expect(walletOfTokenType("P")).toBe("PAYPAL");
    expect(walletOfTokenType("K")).toBe("KLARNA");
    expect(walletOfTokenType("AP")).toBe("APPLE_PAY");
    expect(walletOfTokenType("SP")).toBeNull();
    expect(walletOfTokenType(undefined)).toBeNull();
  });
});

describe("maxAuthorisableCents", () => {
  it("allows up to 115% of the approved amount, in whole cents", () => {
    expect(maxAuthorisableCents(10_000)).toBe(11_500);
    expect(maxAuthorisableCents(999)).toBe(1148);
  });
});

describe("wallet addresses", () => {
  it("are marked by field1", () => {
    expect(WALLET_ADDRESS_FIELD1).toEqual({ PAYPAL: "PaypalAddress", KLARNA: "KlarnaAddress", APPLE_PAY: "ApplePayAddress" });
    expect(walletOfAddress({ field1: "PaypalAddress" })).toBe("PAYPAL");
    expect(walletOfAddress({ field1: "KlarnaAddress" })).toBe("KLARNA");
    expect(walletOfAddress({ field1: "ApplePayAddress" })).toBe("APPLE_PAY");
    expect(walletOfAddress({ field1: null })).toBeNull();
    expect(walletOfAddress({ field1: "Other" })).toBeNull();
  });

  const home = { id: "home", type: "S", field1: null };
  const billing = { id: "billing", type: "B", field1: null };
  const paypal = { id: "paypal", type: "S", field1: "PaypalAddress" };
  const klarna = { id: "klarna", type: "S", field1: "KlarnaAddress" };
  const applePay = { id: "apple", type: "S", field1: "ApplePayAddress" };
  const all = [billing, home, paypal, klarna, applePay];
  const pick = (payingWallet: Parameters<typeof selectWalletShippingAddress>[1]["payingWallet"], applePayEnabled = true) =>
    selectWalletShippingAddress(all, { applePayEnabled, payingWallet })?.id ?? null;

  it("select the paying wallet's address first", () => {
    expect(pick("APPLE_PAY")).toBe("apple");
    expect(pick("KLARNA")).toBe("klarna");
    expect(pick("PAYPAL")).toBe("paypal");
  });

  it("skip the Apple Pay address while Apple Pay is not enabled", () => {
    expect(pick("APPLE_PAY", false)).toBe("home");
  });

  it("are passed over when no wallet pays, or another one does: the first ordinary S or SB address", () => {
    expect(pick(null)).toBe("home");
    expect(
      selectWalletShippingAddress([paypal, billing, klarna], { applePayEnabled: true, payingWallet: "APPLE_PAY" }),
    ).toBeNull();
    expect(
      selectWalletShippingAddress([{ id: "both", type: "SB", field1: null }, home], {
        applePayEnabled: false,
        payingWallet: null,
      })?.id,
    ).toBe("both");
  });
});

describe("wallet refusals", () => {
  it("use the spec's codes per wallet", () => {
    expect(walletDeclineCode("PAYPAL", "FAILURE")).toBe("PAYPAL_AUTH_FAILURE");
    expect(walletDeclineCode("PAYPAL", "RETRY")).toBe("PAYPAL_AUTH_RETRY");
    expect(walletDeclineCode("KLARNA", "FAILURE")).toBe("KLARNA_AUTH_FAILURE");
    expect(walletDeclineCode("KLARNA", "RETRY")).toBe("KLARNA_AUTH_RETRY");
    expect(walletDeclineCode("APPLE_PAY", "RETRY")).toBe("SPAY_API_FAILURE");
    expect(walletDeclineCode("APPLE_PAY", "FAILURE")).toBe("PAYMENT_FAILED_ERROR");
  });

  it("say the spec's Klarna words", () => {
    expect(KLARNA_MESSAGE).toBe(
      "We are unable to process your Klarna payment at this time. Please try again or use a different payment method.",
    );
    expect(walletDeclineMessage("KLARNA_AUTH_FAILURE")).toBe(KLARNA_MESSAGE);
    expect(walletDeclineMessage("KLARNA_AUTH_RETRY")).toBe(KLARNA_MESSAGE);
  });

  it("have words for every code, and the generic payment words for an unknown one", () => {
    for (const message of Object.values(WALLET_DECLINE_MESSAGES)) expect(message).toMatch(/\.$/);
    expect(walletDeclineMessage("PAYPAL_AUTH_RETRY")).toContain("PayPal");
    expect(walletDeclineMessage("SPAY_API_FAILURE")).toContain("Apple Pay");
    expect(walletDeclineMessage("NOPE")).toBe("Error occurred while processing your payment. Please try again.");
  });
});

describe("readWalletReturn", () => {
  const read = (query: string) => readWalletReturn(new URLSearchParams(query));

  it("reads an approval, a cancel and an expired session", () => {
    expect(read("wallet=PAYPAL&nonce=wno_abc.def")).toEqual({ wallet: "PAYPAL", outcome: "APPROVED", nonce: "wno_abc.def" });
    expect(read("wallet=KLARNA&cancelled=1")).toEqual({ wallet: "KLARNA", outcome: "CANCELLED" });
    expect(read("wallet=APPLE_PAY&expired=1")).toEqual({ wallet: "APPLE_PAY", outcome: "EXPIRED" });
  });

  it("ignores anything else", () => {
    expect(read("")).toBeNull();
    expect(read("wallet=VENMO&nonce=abc")).toBeNull();
    expect(read("wallet=PAYPAL")).toBeNull();
    expect(read("wallet=PAYPAL&nonce=<script>")).toBeNull();
    expect(read(`wallet=PAYPAL&nonce=${"a".repeat(2049)}`)).toBeNull();
    expect(read("wallet=PAYPAL&cancelled=yes")).toBeNull();
  });
});

describe("walletsOffered", () => {
  it("offers PayPal unless turned off, Klarna, and Apple Pay only when enabled", () => {
    expect(walletsOffered(undefined)).toEqual(["PAYPAL", "KLARNA"]);
    expect(walletsOffered({ enablePaypal: true, enableApplePay: false })).toEqual(["PAYPAL", "KLARNA"]);
    expect(walletsOffered({ enablePaypal: false, enableApplePay: true })).toEqual(["KLARNA", "APPLE_PAY"]);
  });

  it("names the sandbox's Apple Pay merchant and domain", () => {
    expect(applePayVendorConfig("http://pay.localhost:3000")).toEqual({
      urlMap: { domainUrl: "http://pay.localhost:3000" },
      merchantIdentifier: "merchant.test.quire.sandbox",
    });
  });
});
