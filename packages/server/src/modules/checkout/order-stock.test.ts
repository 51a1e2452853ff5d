import { describe, expect, it } from "vitest";
import { orderUnits } from "./order-stock";

const line = (productId: number, qty: number, deliveryType: string, pickupStoreNumber: string | null = null) => ({
  productId,
  qty,
  deliveryType,
  pickupStoreNumber,
});

describe("orderUnits", () => {
  it("sums each product in product order, keeping each line's delivery and store", () => {
    expect(orderUnits([line(9, 1, "ISP", "0008"), line(3, 2, "STA"), line(5, 1, "STS", "0012")], null)).toEqual({
      units: [
        { productId: 3, qty: 2, deliveryType: "STA", pickupStoreNumber: null },
        { productId: 5, qty: 1, deliveryType: "STS", pickupStoreNumber: "0012" },
        { productId: 9, qty: 1, deliveryType: "ISP", pickupStoreNumber: "0008" },
      ],
      mixed: null,
    });
  });

  it("makes every line ISP at the store of a whole-order pickup", () => {
    expect(orderUnits([line(3, 2, "STA"), line(5, 1, "STS", "0012")], "0017").units).toEqual([
      { productId: 3, qty: 2, deliveryType: "ISP", pickupStoreNumber: "0017" },
      { productId: 5, qty: 1, deliveryType: "ISP", pickupStoreNumber: "0017" },
    ]);
  });

  it("names a product on lines with different deliveries", () => {
    expect(orderUnits([line(3, 1, "STA"), line(3, 1, "ISP", "0008")], null).mixed).toBe(3);
    expect(orderUnits([line(3, 1, "ISP", "0008"), line(3, 2, "ISP", "0008")], null)).toMatchObject({
      units: [{ productId: 3, qty: 3 }],
      mixed: null,
    });
  });
});
