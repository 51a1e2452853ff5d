import type { CartViewItem } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LineDelivery, type LineDeliveryOffer } from "./line-delivery";

const STORES = [
  { storeNumber: "0008", name: "Quire Natick", city: "Natick", state: "MA", distanceMiles: 0, stockQty: 12 },
  { storeNumber: "0012", name: "Quire Framingham", city: "Framingham", state: "MA", distanceMiles: 4.1, stockQty: 0 },
];

function line(deliveryType: string, pickupStoreNumber: string | null) {
  return {
    cartItemId: "line-1",
    itemId: "100",
    qty: 1,
    status: "ACTIVE",
    selectedDeliveryOption: { deliveryType, pickupStoreNumber },
  } as unknown as CartViewItem & { cartItemId: string };
}

function show(item: ReturnType<typeof line>, storeChosen: boolean) {
  const offer: LineDeliveryOffer = {
    line: { eligible: true, stores: STORES },
    myStore: { storeNumber: "0008", name: "Quire Natick" },
    storeChosen,
  };
  const router = createMemoryRouter([{ path: "/cart", element: <LineDelivery item={item} name="Copy paper" offer={offer} /> }], {
    initialEntries: ["/cart"],
  });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("LineDelivery", () => {
  it("offers ship, pick up and ship to my store, as a form posting set-delivery", () => {
    show(line("STA", null), true);
    const group = screen.getByRole("group", { name: "Delivery for Copy paper" });
    expect((within(group).getByRole("radio", { name: "Ship to me" }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole("radio", { name: "Pick up at Quire Natick" }) as HTMLInputElement).checked).toBe(false);
    expect(within(group).getByRole("radio", { name: "Ship to Quire Natick" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Store for Copy paper" }) as HTMLSelectElement).value).toBe("0008");
    expect(screen.getByText("12 in stock at Quire Natick.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Update delivery for Copy paper" })).toBeTruthy();
    const form = screen.getByRole("button", { name: "Update delivery for Copy paper" }).closest("form");
    expect(form?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe("set-delivery");
  });

  it("asks to choose a store while none is chosen anywhere", () => {
    show(line("STA", null), false);
    expect(screen.getByText("Choose store in cart to see availability.")).toBeTruthy();
  });

  it("names the line's own store and its stock", () => {
    show(line("ISP", "0012"), false);
    expect((screen.getByRole("radio", { name: "Pick up at Quire Framingham" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Not available for pickup today at Quire Framingham.")).toBeTruthy();
    expect(screen.getByRole("option", { name: /Quire Natick, Natick, MA \(0 mi\): 12 in stock/ })).toBeTruthy();
  });
});
