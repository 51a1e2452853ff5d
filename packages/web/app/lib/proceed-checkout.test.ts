import { beforeEach, describe, expect, it } from "vitest";
import { PROCEED_CHECKOUT_KEY, beginProceedCheckout, endProceedCheckout, proceedStartedAt } from "./proceed-checkout";

describe("proceedCheckoutDone", () => {
  beforeEach(() => localStorage.clear());

  it("lets the first press go and remembers when, under the spec's key", () => {
    expect(beginProceedCheckout(1_000_000)).toBe(true);
    expect(localStorage.getItem(PROCEED_CHECKOUT_KEY)).toBe("1000000");
    expect(proceedStartedAt()).toBe(1_000_000);
  });

  it("refuses a repeat while the proceed is under way, and takes one after 10 seconds", () => {
    expect(beginProceedCheckout(1_000_000)).toBe(true);
    expect(beginProceedCheckout(1_000_500)).toBe(false);
    expect(beginProceedCheckout(1_009_999)).toBe(false);
    expect(beginProceedCheckout(1_010_000)).toBe(true);
  });

  it("takes a press again once the proceed has ended", () => {
    expect(beginProceedCheckout(1_000_000)).toBe(true);
    endProceedCheckout();
    expect(localStorage.getItem(PROCEED_CHECKOUT_KEY)).toBeNull();
    expect(beginProceedCheckout(1_000_001)).toBe(true);
  });

  it("is not stopped by a stored value that is no time, or one from the future", () => {
    localStorage.setItem(PROCEED_CHECKOUT_KEY, "yes");
    expect(beginProceedCheckout(1_000_000)).toBe(true);
    localStorage.setItem(PROCEED_CHECKOUT_KEY, "9000000");
    expect(beginProceedCheckout(1_000_000)).toBe(true);
  });
});
