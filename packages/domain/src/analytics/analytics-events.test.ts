import { describe, expect, it } from "vitest";
import {
  ANALYTICS_NOT_AVAILABLE,
  addToCartResponseEvent,
  analyticsImageUrls,
  analyticsProductName,
  analyticsSpecVersion,
  bannerImpressionEvent,
  bopisEvent,
  chatInitEvent,
  feedbackInitEvent,
  formEvent,
  linkEvent,
  orderCompletedAnalyticsEvent,
  overlayEvent,
  searchBoxEvent,
} from "./analytics-events";

describe("analytics rules", () => {
  it("strips double quotes and commas from product names", () => {
    expect(analyticsProductName('Paper, 8.5" x 11", white')).toBe("Paper 8.5 x 11 white");
    expect(analyticsProductName(null)).toBe("");
  });

  it("cuts image URL lists to 20", () => {
    const urls = Array.from({ length: 25 }, (_, i) => `/img/${i}.jpg`);
    expect(analyticsImageUrls(urls)).toHaveLength(20);
    expect(analyticsImageUrls(urls)[19]).toBe("/img/19.jpg");
    expect(analyticsImageUrls(["/a.jpg"])).toEqual(["/a.jpg"]);
  });

  it("carries spec version 1.0.5 on the consumer site, 2.0.0 on business and 1.0.6 on cart events", () => {
    expect(analyticsSpecVersion("dotcom")).toBe("1.0.5");
    expect(analyticsSpecVersion("advantage")).toBe("2.0.0");
    expect(analyticsSpecVersion("advantage", "cart")).toBe("1.0.6");
    expect(searchBoxEvent("dotcom", " pens ").specVersion).toBe("1.0.5");
    expect(bopisEvent("dotcom", { itemId: "1", storeNumber: "0008" }).specVersion).toBe("1.0.6");
  });

  it("keeps the spec's not-available messages", () => {
    expect(ANALYTICS_NOT_AVAILABLE).toEqual({
      instance: "analytics instance is not available",
      model: "analytics model is not available",
    });
  });
});

describe("adapter events", () => {
  it("link, form, search box, banner impression, bopis and overlay events", () => {
    expect(linkEvent("dotcom", { name: " Deals ", href: "/deals" })).toEqual({
      event: "link",
      specVersion: "1.0.5",
      site: "dotcom",
      linkName: "Deals",
      href: "/deals",
    });
    expect(formEvent("advantage", { name: "quick-order" })).toMatchObject({ event: "form", formName: "quick-order", action: "" });
    expect(searchBoxEvent("dotcom", "  blue   pens ")).toMatchObject({ event: "searchBox", searchTerm: "blue pens" });
    expect(bannerImpressionEvent("dotcom", { id: "hero-1", placement: "home" })).toMatchObject({
      event: "bannerImpression",
      bannerId: "hero-1",
    });
    expect(bopisEvent("dotcom", { itemId: "100001", storeNumber: "0008" })).toMatchObject({
      event: "bopis",
      storeNumber: "0008",
    });
    expect(overlayEvent("dotcom", "loaded", "add-to-cart").event).toBe("overlayLoaded");
    expect(overlayEvent("dotcom", "closed", "add-to-cart").event).toBe("overlayClosed");
  });

  it("chat init and feedback init carry the site's spec version", () => {
    expect(chatInitEvent("dotcom")).toEqual({ event: "chatInit", specVersion: "1.0.5", site: "dotcom" });
    expect(chatInitEvent("advantage")).toEqual({ event: "chatInit", specVersion: "2.0.0", site: "advantage" });
    expect(feedbackInitEvent("dotcom")).toEqual({
      event: "feedbackInit",
      specVersion: "1.0.5",
      site: "dotcom",
      formName: "feedback",
    });
  });

  it("add-to-cart response: products with clean names, dollars and images cut to 20", () => {
    const event = addToCartResponseEvent("dotcom", {
      ok: true,
      products: [{ itemId: "100001", name: 'Pens, "blue"', priceCents: 1299, qty: 2, imageUrls: Array(30).fill("/i.jpg") }],
    });
    expect(event).toMatchObject({ event: "addToCartResponse", specVersion: "1.0.6", success: true });
    const [product] = event.products as { id: string; name: string; price: number; quantity: number; images: string[] }[];
    expect(product).toMatchObject({ id: "100001", name: "Pens blue", price: 12.99, quantity: 2 });
    expect(product!.images).toHaveLength(20);
  });

  it("reports an out-of-stock add as OOS 'Item out of stock.', other failures as they came", () => {
    expect(addToCartResponseEvent("dotcom", { ok: false, itemId: "1", code: "OUT_OF_STOCK", message: "Sold out" })).toMatchObject(
      {
        success: false,
        errorCode: "OOS",
        errorMessage: "Item out of stock.",
      },
    );
    expect(
      addToCartResponseEvent("dotcom", { ok: false, itemId: "1", code: "QTY_LIMIT_ITEM", message: "Limit 5" }),
    ).toMatchObject({
      errorCode: "QTY_LIMIT_ITEM",
      errorMessage: "Limit 5",
    });
  });

  it("Order Completed: order id, products (id, price, quantity), totals in dollars and coupon codes", () => {
    const event = orderCompletedAnalyticsEvent("dotcom", {
      orderNumber: "Q100",
      lines: [{ itemId: "100001", name: "Pens", unitPriceCents: 250, qty: 4 }],
      subtotalCents: 1000,
      discountCents: -100,
      shippingCents: 0,
      taxCents: 56,
      totalCents: 956,
      couponCodes: ["SAVE10"],
    });
    expect(event).toEqual({
      event: "Order Completed",
      specVersion: "1.0.6",
      site: "dotcom",
      orderId: "Q100",
      products: [{ id: "100001", price: 2.5, quantity: 4 }],
      cartTotals: { subtotal: 10, discount: 1, shipping: 0, tax: 0.56, total: 9.56 },
      couponCodes: ["SAVE10"],
    });
  });
});
