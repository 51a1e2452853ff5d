import { describe, expect, it } from "vitest";
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
