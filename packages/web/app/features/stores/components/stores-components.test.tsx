import type { LocatorStore } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HeaderStore } from "./header-store";
import { StoreList } from "./store-list";
import { StoreMap } from "./store-map";
import { drawStoreMap } from "../store-map.server";

afterEach(cleanup);

async function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/stores"] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const store = (n: string, name: string, distance: number, open = true): LocatorStore => ({
  storeNumber: n,
  name,
  address: { addressLine1: "1 Main St", city: name.replace("Quire ", ""), state: "MA", zipcode: "01760" },
  addressLine: `1 Main St, ${name.replace("Quire ", "")}, MA 01760`,
  isAvailable: true,
  workingHours: "8:00 am - 9:00 pm",
  weeklyHours: { mon: ["0800", "2100"] },
  storeStatus: open ? "OPEN" : "CLOSED",
  StoreOpenTime: "8:00 am",
  storeStatusTime: open ? "9:00 pm" : "8:00 am",
  statusText: open ? "Open until 9:00 pm" : "Closed · Opens 8:00 am tomorrow",
  radius: distance,
  distance,
  latitude: 42.28 + distance / 100,
  longitude: -71.35 + distance / 100,
  phone: "(508) 555-0100",
  timeZone: "America/New_York",
});

describe("the header's store item", () => {
  it("shows my store, links to its page and to change it, and searches at 100 miles", async () => {
    await renderAt(<HeaderStore store={{ storeNumber: "0012", zipCode: "01702", state: "MA", city: "Framingham" }} />);
    expect(screen.getByText("My store: Framingham")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Quire Framingham store details" }).getAttribute("href")).toBe("/stores/0012");
    expect(screen.getByRole("link", { name: "Change store" }).getAttribute("href")).toBe("/stores");
    const search = screen.getByRole("search", { name: "Set your store" });
    expect(search.getAttribute("action")).toBe("/stores");
    expect((within(search).getByDisplayValue("100") as HTMLInputElement).name).toBe("radius");
  });

  it("closes with Escape", async () => {
    await renderAt(<HeaderStore store={{ storeNumber: "0008", zipCode: "01760", state: "MA", city: "Natick" }} />);
    const details = screen.getByText("My store: Natick").closest("details")!;
    details.open = true;
    fireEvent.keyDown(screen.getByRole("link", { name: "Change store" }), { key: "Escape" });
    expect(details.open).toBe(false);
  });
});

describe("the locator's results and map", () => {
  const stores = [store("0008", "Quire Natick", 0), store("0012", "Quire Framingham", 3.9, false)];

  it("numbers the stores, marks my store and offers make-my-store on the others", async () => {
    await renderAt(<StoreList stores={stores} myStoreNumber="0008" returnTo="/stores?q=01760" />);
    const items = within(screen.getByRole("list", { name: "Stores, nearest first" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("My store");
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    expect(items[1]!.textContent).toContain("3.9 mi");
    expect(items[1]!.textContent).toContain("Closed · Opens 8:00 am tomorrow");
    const button = within(items[1]!).getByRole("button", { name: "Make this my store: Quire Framingham" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(new FormData(form).get("storeNumber")).toBe("0012");
    expect(new FormData(form).get("returnTo")).toBe("/stores?q=01760");
  });

  it("draws one numbered marker per store, labelled as an image", async () => {
    const drawing = drawStoreMap(stores, null);
    await renderAt(
      <StoreMap map={drawing} storeNumbers={stores.map((s) => s.storeNumber)} label="Map of the 2 stores found near Natick" />,
    );
    const map = screen.getByRole("img", { name: "Map of the 2 stores found near Natick" });
    expect([...map.querySelectorAll(".store-map__marker text")].map((t) => t.textContent).sort()).toEqual(["1", "2"]);
    // on a map of the states around them, not a blank grid
    expect(map.querySelector('path[data-state="MA"]')?.getAttribute("d")).toMatch(/^M/);
  });
});
