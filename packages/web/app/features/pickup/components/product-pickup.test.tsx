import type { PickupStoreOffer } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ProductPickup } from "./product-pickup";
import { TilePickupLine } from "./tile-pickup-line";

function store(storeNumber: string, city: string, stockQty: number, distanceMiles: number | null = null): PickupStoreOffer {
  return {
    storeNumber,
    name: `Quire ${city}`,
    address: { addressLine1: "1 Main St", city, state: "MA", zipcode: "01760" },
    phone: "(508) 555-0100",
    distanceMiles,
    hoursSummary: "Mon-Sat 8:00 am-9:00 pm; Sun Closed",
    hoursToday: "Open until 9:00 pm",
    openNow: true,
    stockQty,
    stockText: stockQty > 0 ? `${stockQty} in stock` : `Out of stock at ${city}`,
    label: stockQty > 0 ? "Pick up in 30 minutes" : null,
  };
}

function renderPickup(props: Partial<Parameters<typeof ProductPickup>[0]> = {}) {
  const element = (
    <ProductPickup
      itemId="100072"
      itemName="Pencils"
      myStore={store("0008", "Natick", 23)}
      nearby={null}
      searchedZip={null}
      searchError={null}
      drawer={null}
      pagePath="/pencils_100072"
      canAdd
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: "/pencils_100072", element }], { initialEntries: ["/pencils_100072"] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("ProductPickup", () => {
  it("shows my store's stock and label, and Add for pickup posting ISP at my store", () => {
    renderPickup();
    const region = screen.getByRole("region", { name: "Pick up today at Natick" });
    expect(region.textContent).toContain("23 in stock");
    expect(region.textContent).toContain("Pick up in 30 minutes");
    const add = within(region).getByRole("button", { name: /^Add for pickup/ }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    const form = add.closest("form")!;
    expect(new FormData(form).get("deliveryType")).toBe("ISP");
    expect(new FormData(form).get("storeNumber")).toBe("0008");
    expect(within(region).getByRole("link", { name: "Change store" }).getAttribute("href")).toBe("/pencils_100072?pickup=stores");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the store has none and offers no pickup add when the shelf is empty", () => {
    renderPickup({ myStore: store("0008", "Natick", 0) });
    const region = screen.getByRole("region", { name: "Pick up at Natick" });
    expect(region.textContent).toContain("Out of stock at Natick");
    expect((within(region).getByRole("button", { name: /^Add for pickup/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("the store chooser lists the stores with their stock, and Pick up here for every other store", () => {
    renderPickup({
      drawer: "stores",
      nearby: [store("0008", "Natick", 23, 0), store("0012", "Framingham", 6, 3.9), store("0017", "Boston", 0, 15.5)],
    });
    const chooser = screen.getByRole("dialog", { name: "Choose a store for pickup" });
    const natick = within(chooser).getByRole("listitem", { name: "Quire Natick" });
    expect(natick.textContent).toContain("(my store)");
    expect(within(natick).queryByRole("button")).toBeNull();
    const framingham = within(chooser).getByRole("listitem", { name: "Quire Framingham" });
    expect(framingham.textContent).toContain("6 in stock");
    expect(framingham.textContent).toContain("3.9 mi");
    const choose = within(framingham).getByRole("button", { name: "Pick up here at Quire Framingham" });
    expect(new FormData(choose.closest("form")!).get("intent")).toBe("make-pickup-store");
    expect(within(chooser).getByRole("listitem", { name: "Quire Boston" }).textContent).toContain("Out of stock at Boston");
  });

  it("the chooser shows a ZIP code's problem with the searched term in quotes", () => {
    renderPickup({ drawer: "stores", nearby: [], searchedZip: "9x", searchError: "Invalid zipcode" });
    expect(screen.getByRole("alert").textContent).toBe('Invalid zipcode "9x"');
  });

  it("the pickup-today drawer shows the store, its hours and how pickup works", () => {
    renderPickup({ drawer: "today" });
    const drawer = screen.getByRole("dialog", { name: "Pick up today at Natick" });
    expect(drawer.textContent).toContain("Mon-Sat 8:00 am-9:00 pm; Sun Closed");
    expect(within(drawer).getByRole("heading", { name: "How pickup works" })).toBeTruthy();
    expect(within(drawer).getByRole("link", { name: "Close pickup details" }).getAttribute("href")).toBe("/pencils_100072");
  });
});

describe("TilePickupLine", () => {
  it("says the stock at my store, or that it has none, and nothing when pickup isn't allowed", () => {
    const view = { allowed: true as const, storeNumber: "0008", city: "Natick", stock: { "1": 12, "2": 0 } };
    const { container, rerender } = render(<TilePickupLine view={view} itemId="1" />);
    expect(container.textContent).toBe("Pick up today at Natick · 12 in stock");
    rerender(<TilePickupLine view={view} itemId="2" />);
    expect(container.textContent).toBe("Out of stock at Natick");
    rerender(<TilePickupLine view={{ allowed: false }} itemId="1" />);
    expect(container.textContent).toBe("");
  });
});
