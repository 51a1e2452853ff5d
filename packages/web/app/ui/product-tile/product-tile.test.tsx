import { type ProductTileSource, toProductTile } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProductTile } from "./product-tile";

// The one tile (decision 047): what each variant shows, the badges, the slots kept for the
// compare/swatch work, the compatibility drawer and the beacons it fires.

async function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/search?query=ink"] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const tile = (extra: Partial<ProductTileSource> = {}) =>
  toProductTile({
    itemId: "5001",
    title: "Quire 64 Black Ink Cartridge",
    url: "/quire-64-black-ink-5001",
    image: "/images/products/5001.svg",
    finalPriceCents: 2499,
    basePriceCents: 2999,
    ...extra,
  });

type Observed = (entries: { isIntersecting: boolean }[]) => void;
let observers: Observed[] = [];
const beacons: string[] = [];

beforeEach(() => {
  observers = [];
  beacons.length = 0;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Observed) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string) => {
      beacons.push(url);
      return true;
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ProductTile", () => {
  it("a standard tile shows its badges, the past purchase and both helper slots", async () => {
    await renderInRouter(
      <ProductTile
        variant="standardTile"
        tile={tile({ limitedQuantity: true, lastOrderedDate: "2026-11-03T09:00:00Z" })}
        brand="Quire"
        placement="search"
        pageType="search"
        compareSlot={<input type="checkbox" aria-label="Compare" />}
        swatchSlot={<p>Swatches here</p>}
      />,
    );
    const article = screen.getByRole("article", { name: "Quire 64 Black Ink Cartridge" });
    expect(within(article).getByText("Limited Quantities")).toBeTruthy();
    expect(within(article).getByText("Purchased Nov, 2026")).toBeTruthy();
    expect(within(article).getByRole("checkbox", { name: "Compare" })).toBeTruthy();
    expect(within(article).getByText("Swatches here")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "View details" }).getAttribute("href")).toBe("/quire-64-black-ink-5001");
    expect(within(article).getByText("$24.99")).toBeTruthy();
  });

  it("a mini tile leaves out the compare box, swatches and side panels", async () => {
    await renderInRouter(
      <ProductTile
        variant="miniTile"
        tile={tile()}
        placement="cart_overlay"
        pageType="cart"
        compareSlot={<input type="checkbox" aria-label="Compare" />}
        swatchSlot={<p>Swatches here</p>}
      />,
    );
    expect(screen.queryByRole("checkbox", { name: "Compare" })).toBeNull();
    expect(screen.queryByText("Swatches here")).toBeNull();
    expect(screen.queryByRole("link", { name: "View details" })).toBeNull();
  });

  it("a sponsored tile says so; no badge without a reason for one", async () => {
    await renderInRouter(<ProductTile variant="sponsoredTile" tile={tile()} placement="search" pageType="search" />);
    expect(screen.getByText("Sponsored")).toBeTruthy();
    expect(screen.queryByText(/^Purchased /)).toBeNull();
  });

  it("opens the compatible printers drawer with the call's printers", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        itemId: "5001",
        name: "Quire 64 Black Ink Cartridge",
        kind: "printers",
        title: "Compatible Printers",
        contentTitle: "This cartridge is compatible with:",
        items: [
          { itemId: "7001", name: "Quire Jet 200 Printer", itemUrl: "/jet-200-7001", imageUrl: "/i.svg", finalPriceCents: 9999 },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await renderInRouter(
      <ProductTile variant="standardTile" tile={tile()} placement="search" pageType="search" compatibility="printers" />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Compatible Printers" }));
    const drawer = await screen.findByRole("dialog", { name: "Compatible Printers" });
    expect(within(drawer).getByText("This cartridge is compatible with:")).toBeTruthy();
    expect(await within(drawer).findByRole("link", { name: "Quire Jet 200 Printer" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/api/productTileProxy/compatibility/5001", expect.anything());
  });

  it("fires the impression once when visible, the page beacon with c=A, and a click beacon on click", async () => {
    await renderInRouter(
      <ProductTile variant="standardTile" tile={tile({ recId: "r-1" })} placement="search" pageType="search" />,
    );
    expect(beacons).toEqual([]);
    act(() => observers.forEach((o) => o([{ isIntersecting: true }])));
    act(() => observers.forEach((o) => o([{ isIntersecting: true }])));
    const imps = beacons.filter((b) => b.includes("e=imp"));
    expect(imps).toHaveLength(1);
    expect(imps[0]).toMatch(/^\/api\/analytics\/beacon\?e=imp&sku=5001&pl=search&rid=r-1&pg=search$/);
    expect(beacons.filter((b) => b.includes("e=page"))).toEqual(["/api/analytics/beacon?e=page&pg=search&c=A"]);
    fireEvent.click(screen.getByRole("link", { name: "Quire 64 Black Ink Cartridge" }));
    expect(beacons.filter((b) => b.includes("e=clk"))).toHaveLength(1);
  });
});
