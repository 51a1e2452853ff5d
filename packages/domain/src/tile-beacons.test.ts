import { describe, expect, it } from "vitest";
import { beaconUrl, nextPageBeacon, parseBeaconQuery } from "./tile-beacons";

describe("beaconUrl and parseBeaconQuery", () => {
  it("round-trips an impression with its placement and recommendation id", () => {
    const url = beaconUrl({ event: "imp", itemId: "123", placement: "cart_overlay", recId: "CAB:123", pageType: "cart" });
    expect(url.startsWith("/api/analytics/beacon?e=imp&")).toBe(true);
    const parsed = parseBeaconQuery(new URLSearchParams(url.split("?")[1]));
    expect(parsed).toEqual({
      event: "imp",
      itemId: "123",
      placement: "cart_overlay",
      recId: "CAB:123",
      pageType: "cart",
      counter: null,
    });
  });

  it("leaves out empty fields and clips long ones", () => {
    const url = beaconUrl({ event: "clk", itemId: "9", placement: "  ", recId: "x".repeat(500) });
    const params = new URLSearchParams(url.split("?")[1]);
    expect(params.has("pl")).toBe(false);
    expect(params.get("rid")).toHaveLength(120);
  });

  it("refuses an unknown event and ignores an unknown counter", () => {
    expect(parseBeaconQuery({ e: "purchase", sku: "1" })).toBeNull();
    expect(parseBeaconQuery({ e: "page", c: "Z" })?.counter).toBeNull();
    expect(parseBeaconQuery({ e: "page", c: "G" })?.counter).toBe("G");
  });
});

describe("nextPageBeacon", () => {
  it("appends c=A on the first tile fire only, and c=G on a page fire which resets it", () => {
    let step = nextPageBeacon({ fired: false }, "tile");
    expect(step.counter).toBe("A");
    step = nextPageBeacon(step.state, "tile");
    expect(step.counter).toBeNull();
    step = nextPageBeacon(step.state, "page");
    expect(step).toEqual({ state: { fired: false }, counter: "G" });
    expect(nextPageBeacon(step.state, "tile").counter).toBe("A");
  });
});
