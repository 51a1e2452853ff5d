import { describe, expect, it } from "vitest";
import { layoutMap } from "./store-map-layout";

describe("layoutMap", () => {
  it("keeps every point inside the drawing's margin, north up and west left", () => {
    const natick = { latitude: 42.2875, longitude: -71.3574 };
    const boston = { latitude: 42.3576, longitude: -71.0514 };
    const worcester = { latitude: 42.2626, longitude: -71.8023 };
    const layout = layoutMap([natick, boston, worcester], natick, 480, 360, 28);
    for (const p of layout.points) {
      expect(p.x).toBeGreaterThanOrEqual(28);
      expect(p.x).toBeLessThanOrEqual(452);
      expect(p.y).toBeGreaterThanOrEqual(28);
      expect(p.y).toBeLessThanOrEqual(332);
    }
    const [n, b, w] = layout.points;
    expect(w!.x).toBeLessThan(n!.x);
    expect(n!.x).toBeLessThan(b!.x);
    expect(b!.y).toBeLessThan(w!.y);
    expect(layout.centre).toEqual(n);
  });

  it("puts a single store in the middle, and draws nothing without stores", () => {
    expect(layoutMap([{ latitude: 40, longitude: -100 }], null, 200, 100).points).toEqual([{ x: 100, y: 50 }]);
    expect(layoutMap([], null).points).toEqual([]);
  });
});
