import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue-data";
import { ProductStream } from "./product-generator";

// No two demo products share a name (decision 040): a shopper who sees the same name twice at
// two prices cannot tell which one to buy.

function duplicateNames(seed: number, total: number): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const { product } of new ProductStream(seed, total)) {
    if (seen.has(product.name)) duplicates.push(product.name);
    seen.add(product.name);
  }
  return duplicates;
}

describe("generated product names", () => {
  it("are unique across a large generated catalogue", () => {
    expect(duplicateNames(7, 20_000)).toEqual([]);
  });

  it("are unique for another seed too", () => {
    expect(duplicateNames(42, 5_000)).toEqual([]);
  });

  it("keep a SKU set's members apart by colour, the colour last", () => {
    const members = [...new ProductStream(7, 3_000)].map((g) => g.product).filter((p) => p.skuSetId !== null);
    expect(members.length).toBeGreaterThan(2);
    for (const m of members) expect(m.name.endsWith(`, ${m.color}`)).toBe(true);
  });
});

// A store that looks real (decision 076): a name says each word once, a brand's own product lines
// come with that brand, and sizes fit the thing sized.
describe("the generated catalogue reads like a real one", () => {
  const generated = [...new ProductStream(20261121, 5_000)];
  const regular = generated.filter((g) => !g.product.isFreeSample && !g.product.isWarrantyPlan);
  /** the name's first part, after the brand: "Durable View Binder" */
  const titleOf = (g: (typeof generated)[number]) => (g.product.name.split(",")[0] ?? "").slice(g.brandName.length).trim();
  const familyOf = (g: (typeof generated)[number]) => {
    const sub = CATALOGUE.productSubcategories.find((s) => s.id === g.product.categoryId);
    return sub?.families[Number(g.product.classId) - sub.department * 100 - 1];
  };

  it("has no product name that repeats a word across 5,000 products", () => {
    const repeated = regular
      .map(titleOf)
      .filter((title) => {
        const words = title.toLowerCase().split(" ");
        return new Set(words).size !== words.length;
      })
      .slice(0, 5);
    expect(repeated).toEqual([]);
    expect(generated.some((g) => g.product.name.startsWith("Avery Durable View Binder"))).toBe(true);
  });

  it("gives each brand's products that brand's own models, and model codes of its letters", () => {
    let checked = 0;
    for (const g of regular) {
      const family = familyOf(g);
      expect(family, g.product.name).toBeDefined();
      const own = family?.models?.[g.brandName];
      const title = titleOf(g);
      if (own) {
        expect(
          own.some((m) => title.startsWith(m)),
          g.product.name,
        ).toBe(true);
        checked++;
      }
      // no other brand's own line in this product's name (a Samsung monitor is never a ThinkVision);
      // the family's generic lines are anyone's
      for (const [brand, models] of Object.entries(family?.models ?? {}))
        for (const line of models)
          if (
            brand !== g.brandName &&
            !own?.some((o) => title.startsWith(o)) &&
            !family?.lines.includes(line) &&
            title.startsWith(`${line} `)
          )
            expect.fail(`${g.product.name}: ${brand}'s ${line}`);
      const code = /Model ([A-Z]{2})-\d+/.exec(g.product.name)?.[1];
      if (code)
        expect(code, g.product.name).toBe(
          g.brandName
            .replace(/[^A-Za-z]/g, "")
            .slice(0, 2)
            .toUpperCase(),
        );
    }
    expect(checked).toBeGreaterThan(1_000);
    const names = regular.map((g) => g.product.name);
    for (const other of ["Samsung ThinkVision", "Folgers Pike Place", "Sauder Cabot", "HON Hyken", "Planters Crunchy Granola"])
      expect(
        names.some((n) => n.startsWith(other)),
        other,
      ).toBe(false);
  });

  it("sizes things as they come: plates in inches, cups in ounces, mechanical pencils by lead, #10 envelopes at 4 1/8 x 9 1/2", () => {
    const names = regular.map((g) => g.product.name);
    const having = (word: string) => names.filter((n) => n.includes(word));
    expect(having("Paper Plates").length).toBeGreaterThan(0);
    for (const n of having("Paper Plates")) expect(n).not.toMatch(/ oz\./);
    for (const n of [...having("Hot Cups"), ...having("Cold Cups")]) expect(n).toMatch(/\d+ oz\./);
    for (const n of having("Mechanical Pencils")) expect(n).toMatch(/0\.\dmm/);
    for (const n of having("Pencils").filter((x) => !x.includes("Mechanical"))) expect(n).not.toMatch(/mm\b/);
    for (const n of having("#10 Business Envelopes")) expect(n).toContain('4 1/8" x 9 1/2"');
    for (const n of having("Padded Mailers")) expect(n).not.toContain('4 1/8"');
    for (const n of having("Cardstock")) expect(n).toMatch(/(65|110) lbs\./);
    for (const n of having("Easy Peel 5160")) expect(n).toContain('1" x 2 5/8"');
    for (const n of having("Keurig")) expect(n).not.toContain("12-Cup");
    for (const n of having("LaCroix")) expect(n).toContain("Sparkling Water");
    for (const n of having("Surface Pro")) expect(n).toContain('13"');
    // a pen's point and its width agree
    for (const n of having("Pens,"))
      expect(n).toMatch(/(Extra Fine Point 0\.38|Fine Point 0\.5|Medium Point 0\.7|Bold Point 1\.0)mm/);
  });
});
