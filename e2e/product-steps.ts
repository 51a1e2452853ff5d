import type { Locator, Page } from "@playwright/test";

const WORDS = {
  en: { quantity: "Quantity", add: "Add to cart" },
  es: { quantity: "Cantidad", add: "Agregar al carrito" },
} as const;

/**
 * The product page's own Add to cart: the button of the buy box's form, the one with the Quantity
 * box. The page's recommendation rails have an Add to cart on each tile too.
 */
export function productAddButton(page: Page, language: keyof typeof WORDS = "en"): Locator {
  return productBuyBox(page, language).getByRole("button", { name: WORDS[language].add, exact: true });
}

/** The product page's buy box: the form with the Quantity box and the page's own add button. */
export function productBuyBox(page: Page, language: keyof typeof WORDS = "en"): Locator {
  return page.locator("form").filter({ has: page.getByRole("textbox", { name: WORDS[language].quantity }) });
}
