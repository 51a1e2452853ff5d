import { describe, expect, it } from "vitest";
import { addItemsRequest, checkoutStatusRequest, couponRequest, parseCartRequest, updateItemsRequest } from "./cart-requests";
import { MAX_DEVICE_FINGERPRINT_LENGTH, withDeviceFingerprint } from "./device-fingerprint";

const body = { items: [{ itemId: "100001", qty: 1 }] };

describe("device fingerprint", () => {
  it("is attached to a POST body when at most 11,000 characters", () => {
    const print = "f".repeat(MAX_DEVICE_FINGERPRINT_LENGTH);
    expect(withDeviceFingerprint("POST", body, print)).toEqual({ ...body, deviceFingerprint: print });
    expect(withDeviceFingerprint("put", body, "abc")).toEqual({ ...body, deviceFingerprint: "abc" });
  });

  it("is left off when longer, absent or empty", () => {
    expect(withDeviceFingerprint("POST", body, "f".repeat(MAX_DEVICE_FINGERPRINT_LENGTH + 1))).toBe(body);
    expect(withDeviceFingerprint("POST", body, null)).toBe(body);
    expect(withDeviceFingerprint("POST", body, "")).toBe(body);
  });

  it("is never attached to a GET, nor to a body that is not an object", () => {
    expect(withDeviceFingerprint("GET", body, "abc")).toBe(body);
    expect(withDeviceFingerprint("HEAD", body, "abc")).toBe(body);
    expect(withDeviceFingerprint("POST", undefined, "abc")).toBeUndefined();
    expect(withDeviceFingerprint("POST", [1], "abc")).toEqual([1]);
  });

  it("does not disturb the cart calls' bodies, which drop it", () => {
    const print = "f".repeat(MAX_DEVICE_FINGERPRINT_LENGTH);
    const add = parseCartRequest(addItemsRequest, withDeviceFingerprint("POST", body, print));
    expect(add.ok && add.value.items[0]?.itemId).toBe("100001");
    expect(add.ok && "deviceFingerprint" in add.value).toBe(false);
    const update = parseCartRequest(
      updateItemsRequest,
      withDeviceFingerprint("POST", { items: [{ cartItemId: "a", qty: 2 }] }, print),
    );
    expect(update.ok).toBe(true);
    expect(parseCartRequest(couponRequest, withDeviceFingerprint("POST", { couponCode: "SAVE10" }, print))).toEqual({
      ok: true,
      value: { couponCode: "SAVE10" },
    });
    expect(parseCartRequest(checkoutStatusRequest, withDeviceFingerprint("PUT", { proceedCheckout: true }, print))).toEqual({
      ok: true,
      value: { proceedCheckout: true },
    });
  });
});
