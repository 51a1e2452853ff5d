import type { CartView, CartViewItem, CartViewMessage } from "@quire/domain";

// Cart answers for the model's tests, shaped like the server's data.cartInfo. Test-only.

export function message(code: string, type: CartViewMessage["type"] = "WARNING"): CartViewMessage {
  return { code, type, message: `${code} text` };
}

export function line(overrides: Partial<CartViewItem> = {}): CartViewItem {
  const itemId = overrides.itemId ?? "100";
  return {
    itemId,
    cartItemId: `line-${itemId}`,
    qty: 1,
    prevQty: 0,
    qtyAdded: 1,
    requestedQty: 1,
    status: "ACTIVE",
    actioned: "NONE",
    messages: [],
    inventory: null,
    product: { partNumber: itemId, name: `Item ${itemId}`, images: { standard: `/img/${itemId}.jpg` }, brandName: null },
    priceInfo: { finalPrice: 500, basePrice: 500, lineTotal: 500, lineTotalAfterCoupons: 500 },
    selectedDeliveryOption: { deliveryType: "STA", pickupStoreNumber: null, minDeliveryDate: "2025-01-02", isBackOrder: false },
    ...overrides,
  };
}

/** A refused add: the server's TRANSIENT line, its reason repeated on the delivery option. */
export function refusal(itemId: string, code = "OUT_OF_STOCK"): CartViewItem {
  const messages = [message(code, "ERROR")];
  return line({
    itemId,
    cartItemId: null,
    qty: 0,
    qtyAdded: 0,
    status: "TRANSIENT",
    actioned: "NONE",
    messages,
    selectedDeliveryOption: {
      deliveryType: "STA",
      pickupStoreNumber: null,
      minDeliveryDate: "2025-01-02",
      isBackOrder: false,
      messages,
    } as CartViewItem["selectedDeliveryOption"],
  });
}

export function cart(items: CartViewItem[] = [line()], overrides: Partial<CartView> = {}): CartView {
  const units = items.filter((i) => i.status === "ACTIVE").reduce((n, i) => n + i.qty, 0);
  return {
    cartId: "cart-1",
    items,
    coupons: [],
    messages: [],
    cartAttributes: { numberOfItems: units, numberOfLineItems: items.length, isTaxError: false, proceedCheckout: false },
    cartSummary: {
      cartSubTotal: 1000,
      cartSubTotalAfterCoupons: 900,
      couponsTotal: 100,
      couponCount: 1,
      shipFee: 0,
      handlingFee: 0,
      estimatedTax: 63,
      ordTotal: 963,
      freeShippingRemaining: null,
      freeShippingMessage: null,
    },
    userInfo: { shipToZipCode: "01702" },
    ...overrides,
  };
}

type StorageName = "sessionStorage" | "localStorage";

/** Replaces window.sessionStorage / localStorage for a test; returns the restore. */
export function replaceStorage(name: StorageName, get: () => Storage): () => void {
  const original = Object.getOwnPropertyDescriptor(window, name);
  Object.defineProperty(window, name, { configurable: true, get });
  return () => {
    if (original) Object.defineProperty(window, name, original);
  };
}

/** Storage that throws on access, as blocked storage does (privacy settings, sandboxed frames). */
export function blockStorage(name: StorageName): () => void {
  return replaceStorage(name, () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
}

/** A working in-memory storage whose chosen methods throw (a full storage throws on setItem). */
export function faultyStorage(failing: Partial<Record<"getItem" | "setItem" | "removeItem", Error>>): Storage & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  const fail = (method: keyof typeof failing) => {
    const error = failing[method];
    if (error) throw error;
  };
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem(key: string) {
      fail("getItem");
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      fail("setItem");
      data.set(key, String(value));
    },
    removeItem(key: string) {
      fail("removeItem");
      data.delete(key);
    },
  };
}

export const quotaExceeded = (): DOMException => new DOMException("The quota has been exceeded.", "QuotaExceededError");
