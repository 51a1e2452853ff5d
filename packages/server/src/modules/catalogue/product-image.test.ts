import { describe, expect, it } from "vitest";
import { DRAWN_KINDS, drawProductSvg, PRODUCT_VIEWS, xmlEscape } from "./product-image";

const base = { imageKind: "stapler", color: "Black", name: "Swingline Classic Full Strip Desk Stapler", brand: "Swingline" };

/** Minimal well-formedness check: every opened element is closed in order, no stray & or <. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tagPattern.exec(svg); m !== null; m = tagPattern.exec(svg)) {
    const text = svg.slice(last, m.index);
    expect(text, "text between tags").not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
    last = m.index + m[0].length;
    const [, closing, name, attrs, selfClosing] = m;
    expect(attrs ?? "").not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(svg.slice(last)).toBe("");
  expect(stack).toEqual([]);
}

describe("drawProductSvg", () => {
  it("returns a self-contained 360x360 SVG", () => {
    const svg = drawProductSvg(base);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 360 360"');
    expect(svg).toContain('width="360"');
    expect(svg).toContain('height="360"');
    expect(svg).not.toMatch(/href=|<image|<script|url\(/);
    expect(svg).toContain(">Swingline</text>");
    assertWellFormed(svg);
  });

  it("escapes brand and name text", () => {
    const svg = drawProductSvg({ ...base, brand: `Union & Harlow <"Pro">`, name: `Desk 48" <wide> & 'tall'` });
    expect(svg).toContain("Union &amp; Harlow &lt;&quot;Pro&quot;&gt;");
    expect(svg).toContain("Desk 48&quot; &lt;wide&gt; &amp; &apos;tall&apos;");
    expect(svg).not.toContain("<wide>");
    expect(svg).not.toContain('<"Pro">');
    assertWellFormed(svg);
    expect(xmlEscape("a\u0001b")).toBe("ab");
  });

  it("draws a different picture per kind", () => {
    const stapler = drawProductSvg(base);
    const pen = drawProductSvg({ ...base, imageKind: "pen" });
    const chair = drawProductSvg({ ...base, imageKind: "chair" });
    expect(pen).not.toBe(stapler);
    expect(chair).not.toBe(pen);
    const bodies = new Set(DRAWN_KINDS.map((imageKind) => drawProductSvg({ ...base, imageKind, color: null })));
    expect(bodies.size).toBe(DRAWN_KINDS.length);
    for (const kind of [
      "stapler",
      "pen",
      "paper",
      "toner",
      "printer",
      "chair",
      "desk",
      "binder",
      "folder",
      "coffee",
      "cleaner",
      "laptop",
      "headset",
      "plan",
      "gift-card",
    ]) {
      expect(DRAWN_KINDS).toContain(kind);
    }
  });

  it("tints the drawing with the product colour", () => {
    const red = drawProductSvg({ ...base, color: "Red" });
    const blue = drawProductSvg({ ...base, color: "Blue" });
    expect(red).not.toBe(blue);
    expect(red).toContain("#d64545");
    expect(blue).toContain("#2f6fd6");
  });

  it("falls back to a generic box for unknown kinds", () => {
    const unknown = drawProductSvg({ ...base, imageKind: "hovercraft" });
    const empty = drawProductSvg({ ...base, imageKind: "" });
    const box = drawProductSvg({ ...base, imageKind: "box" });
    expect(unknown).toBe(box);
    expect(empty).toBe(box);
    expect(unknown).toContain('data-kind="box"');
    assertWellFormed(unknown);
  });

  it("keeps every picture small", () => {
    const longName = 'Bush Business Furniture Series C L-Shaped Desk with Hutch, 72"W, Natural Cherry '.repeat(4);
    for (const imageKind of DRAWN_KINDS) {
      const svg = drawProductSvg({ imageKind, color: "Natural Cherry", name: longName, brand: "Bush Business Furniture" });
      expect(svg.length, imageKind).toBeLessThan(3072);
      assertWellFormed(svg);
    }
  });

  it("draws four different views of one product, each well formed", () => {
    const pens = { ...base, imageKind: "pen", color: "Blue", unit: "Pack", unitCount: 12 };
    const views = PRODUCT_VIEWS.map(({ view }) => drawProductSvg(pens, view));
    expect(new Set(views).size).toBe(4);
    views.forEach((svg, i) => {
      expect(svg).toContain(`data-view="${i + 1}"`);
      expect(svg).toContain('data-kind="pen"');
      expect(svg.length).toBeLessThan(6144);
      assertWellFormed(svg);
    });
    expect(views[2]).toContain(">12/Pack</text>");
    expect(views[3]).toContain(">Blue</text>");
    expect(views[1]).toContain('aria-label="Swingline Classic Full Strip Desk Stapler, at an angle"');
  });

  it("shows the pack size, so two packs of the same item do not look identical", () => {
    const single = drawProductSvg({ ...base, unit: "Each", unitCount: 1 });
    const twelve = drawProductSvg({ ...base, unit: "Box", unitCount: 12 });
    const twentyFour = drawProductSvg({ ...base, unit: "Box", unitCount: 24 });
    expect(single).not.toContain("/Box");
    expect(twelve).toContain(">12/Box</text>");
    expect(new Set([single, twelve, twentyFour]).size).toBe(3);
  });

  it("tells type and colour apart: a black toner, a cyan toner and a black stapler differ", () => {
    const blackToner = drawProductSvg({ ...base, imageKind: "toner", color: "Black" });
    const cyanToner = drawProductSvg({ ...base, imageKind: "toner", color: "Cyan" });
    const blackStapler = drawProductSvg({ ...base, imageKind: "stapler", color: "Black" });
    expect(cyanToner).toContain("#1fb5d6");
    expect(new Set([blackToner, cyanToner, blackStapler]).size).toBe(3);
    expect(blackToner).toContain('data-kind="toner"');
    expect(blackStapler).toContain('data-kind="stapler"');
  });

  it("gives each product its own picture: two staplers of different brands differ in drawing and colour", () => {
    const swingline = drawProductSvg({
      imageKind: "stapler",
      color: null,
      name: "Swingline Optima Desk Stapler",
      brand: "Swingline",
    });
    const bostitch = drawProductSvg({
      imageKind: "stapler",
      color: null,
      name: "Bostitch InJoy Desk Stapler",
      brand: "Bostitch",
    });
    expect(swingline).not.toBe(bostitch);
    // each in its brand's colour, with its brand's mark on it
    expect(swingline).toContain("#c8102e");
    expect(swingline).toContain(">SWI</text>");
    expect(bostitch).toContain(">BOS</text>");
    const drawingOf = (svg: string) => /<g transform="rotate\([^"]+">/.exec(svg)?.[0];
    expect(drawingOf(swingline)).toBeDefined();
    expect(drawingOf(swingline)).not.toBe(drawingOf(bostitch));
  });

  it("draws two models of one brand, and two colours of one model, differently", () => {
    const models = ["Classic", "Optima", "Commercial", "Light Touch"].map((model) =>
      drawProductSvg({
        imageKind: "stapler",
        color: null,
        name: `Swingline ${model} Full Strip Desk Stapler`,
        brand: "Swingline",
      }),
    );
    expect(new Set(models).size).toBe(4);
    const shapes = new Set(models.map((svg) => /<g transform="rotate\([^"]+">/.exec(svg)?.[0]));
    expect(shapes.size).toBeGreaterThan(1);
    const red = drawProductSvg({ ...base, color: "Red" });
    const silver = drawProductSvg({ ...base, color: "Silver" });
    expect(red).not.toBe(silver);
  });

  it("is the same picture every time it is drawn", () => {
    const p = { imageKind: "chair", color: null, name: "HON Ignition 2.0 Mesh Task Chair", brand: "HON" };
    for (const { view } of PRODUCT_VIEWS) expect(drawProductSvg(p, view)).toBe(drawProductSvg(p, view));
  });
});
