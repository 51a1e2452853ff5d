import { describe, expect, it } from "vitest";
import { MESSAGE_ID_PATTERN, fillMessageTemplate, isMessageKind, messageLink, messageWords } from "./message-centre";

describe("message words", () => {
  it("fills the order number and the store's name into the kind's template, or its number when the name is not known", () => {
    const words = messageWords("PICKUP_READY", { orderNumber: "8000000001", storeNumber: "1234", storeName: "Quire Woburn" });
    expect(fillMessageTemplate(words.subject, words.values)).toBe("Order 8000000001 is ready for pickup");
    expect(fillMessageTemplate(words.body, words.values)).toBe(
      "Your items are set aside at Quire Woburn. Bring your order number and a photo ID.",
    );
    const unnamed = messageWords("PICKUP_READY", { orderNumber: "8000000001", storeNumber: "1234" });
    expect(fillMessageTemplate(unnamed.body, unnamed.values)).toBe(
      "Your items are set aside at store 1234. Bring your order number and a photo ID.",
    );
  });

  it("tells a pickup shopper the store is preparing the order and to wait for word", () => {
    const words = messageWords("PICKUP_PREPARING", { orderNumber: "8000000001", storeNumber: "0008", storeName: "Quire Natick" });
    expect(fillMessageTemplate(words.subject, words.values)).toBe("Quire Natick is getting order 8000000001 ready");
    expect(fillMessageTemplate(words.body, words.values)).toContain("as soon as your items are ready to pick up");
  });

  it("leaves a placeholder it has no value for as written", () => {
    expect(fillMessageTemplate("at {{storeNumber}}", {})).toBe("at {{storeNumber}}");
  });

  it("knows its kinds and nothing else", () => {
    expect(isMessageKind("ORDER_APPROVED")).toBe(true);
    expect(isMessageKind("order_approved")).toBe(false);
  });
});

describe("message link", () => {
  it("leads an order's message to the tenant's order page and an approver's to approvals", () => {
    expect(messageLink("ORDER_PLACED", "8000000001", "dotcom")).toBe("/account/orders/8000000001");
    expect(messageLink("ORDER_DECLINED", "8000000001", "advantage")).toBe("/cc/mmx/orders/8000000001");
    expect(messageLink("APPROVAL_REQUESTED", "8000000001", "advantage")).toBe("/approvals");
    expect(messageLink("NOTICE", null, "dotcom")).toBeNull();
  });
});

describe("message ids", () => {
  it("takes the store's ids and refuses anything else", () => {
    expect(MESSAGE_ID_PATTERN.test("msg-0001")).toBe(true);
    expect(MESSAGE_ID_PATTERN.test("1b4e28ba-2fa1-11d2-883f-0016d3cca427")).toBe(true);
    expect(MESSAGE_ID_PATTERN.test("")).toBe(false);
    expect(MESSAGE_ID_PATTERN.test("x".repeat(65))).toBe(false);
    expect(MESSAGE_ID_PATTERN.test("1 OR 1=1")).toBe(false);
  });
});
