import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it("ends with the site's name once, for a Quire-brand product too", () => {
    expect(pageTitle('Quire Copy Paper, 8.5" x 11"', "Quire")).toBe('Quire Copy Paper, 8.5" x 11" | Quire');
    expect(pageTitle("Swingline Stapler", "Swingline")).toBe("Swingline Stapler | Swingline | Quire");
  });
  it("leaves out empty and repeated parts", () => {
    expect(pageTitle("Cart", "", null, "cart", "QUIRE")).toBe("Cart | Quire");
    expect(pageTitle()).toBe("Quire");
  });
});
