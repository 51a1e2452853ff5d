import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { addable, type ApiProduct, searchApi } from "./demo-products";
import { step } from "./checkout-steps";

// The wallet at checkout as a shopper meets it: the payment's three tabs, gift and prepaid cards
// from the sandbox gateway's test cards page, and what else pays part of an order.

export interface IssuedCard {
  number: string;
  pin: string;
  last4: string;
}

/**
 * A fresh gift (or prepaid) card from the sandbox gateway's own test cards page, as a tester gets
 * one: the gateway is on its own host (pay.localhost) of the store's port.
 */
export async function issueTestCard(page: Page, baseURL: string, dollars: number, type = "Gift card"): Promise<IssuedCard> {
  const gateway = baseURL.replace("://localhost", "://pay.localhost");
  await page.goto(`${gateway}/sandbox/gift-cards`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Test gift cards" })).toBeVisible();
  await page.getByRole("combobox", { name: "Card type" }).selectOption({ label: type });
  await page.getByRole("textbox", { name: "Amount in dollars" }).fill(String(dollars));
  await page.getByRole("button", { name: "Issue a card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Your test (gift|prepaid) card$/ })).toBeVisible();
  const value = async (term: string) =>
    ((await page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
  const number = await value("Card number");
  const pin = await value("PIN");
  expect(number).toMatch(/^[\d ]{16,23}$/);
  return { number, pin, last4: number.replace(/\D/g, "").slice(-4) };
}

/** The most expensive addable product of a category (no per-order limit), from the catalogue API. */
export async function pricedProduct(request: APIRequestContext, category: string, skip = 0): Promise<ApiProduct> {
  const items = await searchApi(request, `category=${category}&sort=price_desc&size=48`);
  const found = items.filter((p) => addable(p) && p.quantityLimit === null)[skip];
  if (!found) throw new Error(`no addable product in ${category}`);
  return found;
}

export function paymentTab(page: Page, name: "Credit Card" | "Other Payment" | "Gift & prepaid cards"): Locator {
  return step(page, "Payment").getByRole("tablist", { name: "Payment method" }).getByRole("tab", { name, exact: true });
}

/** In the Gift & prepaid cards tab: types a card and applies it (or only checks its balance). */
export async function enterGiftCard(page: Page, card: { number: string; pin: string }, button: "Apply card" | "Check balance") {
  const panel = step(page, "Payment").getByRole("tabpanel", { name: "Gift & prepaid cards" });
  const number = panel.getByRole("textbox", { name: "Gift or prepaid card number" });
  const pin = panel.getByRole("textbox", { name: "PIN" });
  // The form is rendered again as the answer to the previous send settles (its fields start from what
  // the server kept): what was typed in that instant is typed again, until the fields hold the card.
  await expect(async () => {
    await number.fill(card.number);
    await pin.fill(card.pin);
    await expect(number).toHaveValue(card.number, { timeout: 1_000 });
    await expect(pin).toHaveValue(card.pin, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await panel.getByRole("button", { name: button }).click();
  return panel;
}
