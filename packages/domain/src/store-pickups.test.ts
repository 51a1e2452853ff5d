import { describe, expect, it } from "vitest";
import { orderStatusText, pickupStoresOf } from "./store-pickups";

describe("an order's status words", () => {
  it("says how far a placed order's pickups are", () => {
    expect(orderStatusText("PLACED", [{ status: "PREPARING" }])).toBe("Preparing for pickup");
    expect(orderStatusText("PLACED", [{ status: "READY" }])).toBe("Ready for pickup");
    expect(orderStatusText("PLACED", [{ status: "READY" }, { status: "PREPARING" }])).toBe("Partly ready for pickup");
    expect(orderStatusText("PLACED", [{ status: "READY" }, { status: "READY" }])).toBe("Ready for pickup");
  });

  it("keeps the status's own words without pickups or before the order is placed", () => {
    expect(orderStatusText("PLACED")).toBe("Order placed");
    expect(orderStatusText("PLACED", [])).toBe("Order placed");
    expect(orderStatusText("PENDING_APPROVAL", [{ status: "PREPARING" }])).toBe("Waiting for approval");
    expect(orderStatusText("DECLINED")).toBe("Declined");
    expect(orderStatusText("LOST_IN_TRANSIT")).toBe("LOST_IN_TRANSIT");
  });
});

describe("the stores an order is picked up at", () => {
  it("names each store of an in-store pickup line once, and no other line's", () => {
    expect(
      pickupStoresOf([
        { deliveryType: "ISP", pickupStoreNumber: "0008" },
        { deliveryType: "ISP", pickupStoreNumber: "0012" },
        { deliveryType: "ISP", pickupStoreNumber: "0008" },
        { deliveryType: "STS", pickupStoreNumber: "0017" },
        { deliveryType: "STA", pickupStoreNumber: null },
        { deliveryType: "ISP", pickupStoreNumber: null },
      ]),
    ).toEqual(["0008", "0012"]);
  });
});
