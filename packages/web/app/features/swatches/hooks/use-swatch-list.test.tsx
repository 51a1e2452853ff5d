import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSwatchList } from "./use-swatch-list";

// The network is the one thing stood in for: a fetch answering as the tile call would. Each test
// asks for its own set: the store is the page's, shared by every tile.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useSwatchList", () => {
  it("asks the tile call for the set's swatch list through the request layer and lists its members", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        json(200, [
          { itemId: "PEN-BLK", swatchLabel: "Black", colourHex: "#000000", price: "$2.99", inStock: true, title: "Pen" },
          { itemId: "PEN-RED", swatchLabel: "Red", colourHex: "#cc0000", price: "$2.99", inStock: false, title: "Pen" },
        ]),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useSwatchList("SET-PENS"));
    await act(async () => {});
    expect(result.current.status).toBe("success");
    expect(result.current.swatches.map((s) => s.label)).toEqual(["Black", "Red"]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/productTileProxy/getProductTileData?skus=SET-PENS&swatchList=true");
    expect(init?.credentials).toBe("same-origin");
  });

  it("a failed call sets an empty swatch list", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(json(500, { code: "INTERNAL", message: "Something went wrong." })));
    const { result } = renderHook(() => useSwatchList("SET-MARKERS"));
    await act(async () => {});
    expect(result.current).toEqual({ status: "error", swatches: [] });
  });
});
