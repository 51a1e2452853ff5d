import type { Locator, Page } from "@playwright/test";

/**
 * The product page's own Add to cart, in its buy box. The page's recommendation rails below it
 * have an Add to cart on each tile too (described by the tile's name), so the buy box's is the
 * first of that name on the page.
 */
export function productAddButton(page: Page): Locator {
  return page.getByRole("button", { name: "Add to cart", exact: true }).first();
}
