import { describe, expect, it } from "vitest";
import { drawStoreMap } from "./store-map.server";

// The locator's map (decision 076): the real outlines of the states around the stores, each store
// where it is on them.

/** The rings of an SVG path of straight lines ("M x,y L x,y ... Z"), as points. */
function ringsOf(d: string): [number, number][][] {
  return d
    .split(/M/)
    .filter(Boolean)
    .map((ring) => [...ring.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]));
}

/** Even-odd rule over all rings: inside the state's shape, islands and holes included. */
function inside(d: string, x: number, y: number): boolean {
  let odd = false;
  for (const ring of ringsOf(d))
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  return odd;
}

const natick = { latitude: 42.2834, longitude: -71.3495 };
const providence = { latitude: 41.8236, longitude: -71.4222 };
const nashua = { latitude: 42.7654, longitude: -71.4676 };
const hartford = { latitude: 41.7658, longitude: -72.6734 };

describe("drawStoreMap", () => {
  it("draws the states around the stores and puts each store inside its own state", () => {
    const map = drawStoreMap([natick, providence, nashua, hartford], natick);
    const codes = map.states.map((s) => s.code);
    for (const code of ["MA", "RI", "NH", "CT"]) expect(codes).toContain(code);
    // only what is in view: nothing of the West
    expect(codes).not.toContain("CA");
    const state = (code: string) => map.states.find((s) => s.code === code)!.d;
    const [ma, ri, nh, ct] = map.points;
    expect(inside(state("MA"), ma!.x, ma!.y)).toBe(true);
    expect(inside(state("RI"), ri!.x, ri!.y)).toBe(true);
    expect(inside(state("NH"), nh!.x, nh!.y)).toBe(true);
    expect(inside(state("CT"), ct!.x, ct!.y)).toBe(true);
    expect(inside(state("RI"), ma!.x, ma!.y)).toBe(false);
    // north up, west left, every store within the drawing's margin
    expect(nh!.y).toBeLessThan(ri!.y);
    expect(ct!.x).toBeLessThan(ma!.x);
    for (const p of map.points) {
      expect(p.x).toBeGreaterThanOrEqual(28);
      expect(p.x).toBeLessThanOrEqual(452);
      expect(p.y).toBeGreaterThanOrEqual(28);
      expect(p.y).toBeLessThanOrEqual(332);
    }
    expect(map.centre).toEqual(ma);
  });

  it("draws the counties of a region's view and names the big ones, and no counties for a country's", () => {
    const map = drawStoreMap([natick, { latitude: 42.3601, longitude: -71.0589 }], natick);
    expect(map.counties).toMatch(/^M/);
    const names = map.countyLabels.map((c) => c.name);
    // Natick and Boston are in Middlesex and Suffolk, Massachusetts; Worcester lies to the west
    expect(names).toContain("Middlesex");
    expect(names).toContain("Worcester");
    const worcester = map.countyLabels.find((c) => c.name === "Worcester")!;
    expect(worcester.x).toBeLessThan(map.points[0]!.x);
    for (const l of map.countyLabels) {
      expect(l.x).toBeGreaterThan(12);
      expect(l.x).toBeLessThan(468);
    }
    const wide = drawStoreMap([natick, { latitude: 47.6062, longitude: -122.3321 }], null);
    expect(wide.counties).toBe("");
    expect(wide.countyLabels).toEqual([]);
  });

  it("shows a single store's surroundings, keeps the page light and draws nothing without stores", () => {
    const one = drawStoreMap([{ latitude: 39.7392, longitude: -104.9903 }], null);
    // in the middle (Mercator stretches the north a little more than the south)
    expect(one.points[0]!.x).toBe(240);
    expect(Math.abs(one.points[0]!.y - 180)).toBeLessThan(2);
    expect(inside(one.states.find((s) => s.code === "CO")!.d, 240, 180)).toBe(true);
    const wide = drawStoreMap(
      [natick, { latitude: 47.6062, longitude: -122.3321 }, { latitude: 25.7617, longitude: -80.1918 }],
      null,
    );
    expect(wide.states.length).toBeGreaterThan(40);
    expect(JSON.stringify(wide).length).toBeLessThan(60_000);
    expect(drawStoreMap([], null).states).toEqual([]);
  });

  it("draws Alaska and Hawaii where their stores are", () => {
    const anchorage = drawStoreMap([{ latitude: 61.2181, longitude: -149.9003 }], null);
    expect(inside(anchorage.states.find((s) => s.code === "AK")!.d, 240, 180)).toBe(true);
    const honolulu = drawStoreMap([{ latitude: 21.3069, longitude: -157.8583 }], null);
    expect(inside(honolulu.states.find((s) => s.code === "HI")!.d, 240, 180)).toBe(true);
  });
});
