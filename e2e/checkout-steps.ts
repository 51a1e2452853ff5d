import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { postApi } from "./api-steps";
import { type ApiProduct, searchApi } from "./demo-products";
import { waitForHydration } from "./page-ready";
import { accountButton } from "./sign-in";
import { productAddButton } from "./product-steps";

// The checkout as a shopper goes through it, for the checkout journeys: a new account of their own
// (no shared carts, cards or order history between journeys), the cart's Checkout link, the four
// steps (Delivery, Shipping address, Payment, Review), the card gateway's framed card form and
// Place order. Each step waits for what the shopper then sees.

/** The demo store's test cards (docs/demo-store.md, "Paying: test cards"). */
export const CARDS = {
  visa: { number: "4111 1111 1111 1111", last4: "1111", brand: "Visa" },
  declined: { number: "4000 0000 0000 0002", last4: "0002", brand: "Visa" },
} as const;

/** A date the card form takes as in the future: December, three years on, as typed ("12/29") and as shown ("12/2029"). */
export function futureExpiry(now = new Date()): { typed: string; shown: string } {
  const year = now.getFullYear() + 3;
  return { typed: `12/${String(year % 100).padStart(2, "0")}`, shown: `12/${year}` };
}

export interface NewAddress {
  firstName: string;
  lastName: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
  /** as typed; the page shows it as (508) 555-0123 */
  phone: string;
}

/** The address's lines as the page writes them (name, company, street, apartment, "City, ST 01234"). */
export function addressLines(a: Omit<NewAddress, "phone">): string[] {
  return [
    `${a.firstName} ${a.lastName}`,
    a.company ?? "",
    a.address1,
    a.address2 ?? "",
    `${a.city}, ${a.state} ${a.zipCode}`,
  ].filter(Boolean);
}

// ---- money ----

/** "$1,234.56" -> 123456; "FREE" -> 0; "-$3.00" -> -300. */
export function cents(text: string): number {
  const t = text.trim();
  if (t === "FREE") return 0;
  const m = /^(-)?\$([\d,]+)\.(\d{2})$/.exec(t);
  if (!m) throw new Error(`not an amount: "${t}"`);
  const value = Number(m[2]!.replace(/,/g, "")) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}

export function money(c: number): string {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** A summary table as label -> amount text. */
export async function summaryRows(table: Locator): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const row of await table.getByRole("row").all()) {
    const label = ((await row.getByRole("rowheader").textContent()) ?? "").trim();
    const amount = ((await row.getByRole("cell").textContent()) ?? "").trim();
    rows.set(label, amount);
  }
  return rows;
}

/** The sum of every row above the total (subtotal, coupons, shipping, handling, tax). */
export function sumOfLines(rows: Map<string, string>, totalLabel = "Order total"): number {
  let sum = 0;
  for (const [label, amount] of rows) if (label !== totalLabel) sum += cents(amount);
  return sum;
}

// ---- products ----

export interface StockedProduct extends ApiProduct {
  onlineQty: number;
}

/**
 * Products the product page shows as "Limited stock: only N left" (so a shopper can see one go),
 * addable in any quantity, with at least `minQty` left. `skip` passes over the first ones, so two
 * journeys of one run need not buy the same product.
 */
export async function limitedStockProduct(request: APIRequestContext, skip = 0, minQty = 3): Promise<StockedProduct> {
  let seen = 0;
  for (const category of ["paper", "writing-instruments", "binders-filing", "technology", "breakroom", "cleaning"]) {
    const items = await searchApi(request, `category=${category}&size=96`);
    for (const p of items) {
      const candidate =
        p.status === "PUBLISHED" &&
        p.stockStatus === "LIMITED" &&
        p.actionLabel === "Add to cart" &&
        !p.isFreeSample &&
        p.finalPriceCents > 0 &&
        p.quantityLimit === null;
      if (!candidate) continue;
      const res = await request.get(`/api/products/${p.itemId}`);
      if (!res.ok()) continue;
      const full = (await res.json()) as StockedProduct;
      if (full.stockStatus !== "LIMITED" || full.onlineQty < minQty) continue;
      if (seen++ < skip) continue;
      return full;
    }
  }
  throw new Error("no product with limited stock in the demo store");
}

/**
 * The most expensive product of a category a buyer can add in any quantity, read through the page
 * (so on the page's own site and with its prices: Node does not resolve advantage.localhost).
 */
export async function expensiveProduct(page: Page, category: string): Promise<StockedProduct> {
  const found = await page.evaluate(async (slug) => {
    const res = await fetch(`/api/search?category=${slug}&sort=price_desc&size=24`);
    if (!res.ok) return null;
    const items = ((await res.json()) as { items: Record<string, unknown>[] }).items;
    for (const p of items) {
      if (p.status !== "PUBLISHED" || p.stockStatus !== "IN_STOCK" || p.actionLabel !== "Add to cart") continue;
      if (p.isFreeSample || p.quantityLimit !== null) continue;
      const full = await fetch(`/api/products/${String(p.itemId)}`);
      if (full.ok) return (await full.json()) as unknown;
    }
    return null;
  }, category);
  if (!found) throw new Error(`no addable product in ${category}`);
  return found as StockedProduct;
}

// ---- account ----

export const NEW_ACCOUNT_PASSWORD = "Staples-and-ink-42";

/**
 * Opens a new account on the create-account page and comes back to `jumpUrl` signed in. The
 * address is new each time, so a journey has its own cart, cards and orders.
 */
export async function createAccount(page: Page, firstName: string, lastName: string, jumpUrl = "/"): Promise<string> {
  const email = newEmail(firstName, lastName);
  await page.goto(`/office/supplies/create-account?jumpUrl=${encodeURIComponent(jumpUrl)}`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "First name" }).fill(firstName);
  await main.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await main.getByRole("textbox", { name: "Email" }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(accountButton(page, firstName)).toBeVisible();
  await page.waitForURL((url) => url.pathname === jumpUrl.split("?")[0]);
  return email;
}

function newEmail(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`.toLowerCase();
}

/**
 * Opens a new account through the create-account call (POST /api/auth/register), which signs this
 * browser in, and opens `url`: for journeys about what comes after (the create-account screen is
 * account-area.spec.ts's and forms-without-javascript.nojs.spec.ts's). Returns the e-mail address.
 */
export async function openAccount(page: Page, firstName: string, lastName: string, url = "/"): Promise<string> {
  const email = await registerByApi(page.request, firstName, lastName);
  await page.goto(url);
  await expect(accountButton(page, firstName)).toBeVisible();
  return email;
}

/** A new account made through the create-account call with `request`'s cookies (signed in there). */
export async function registerByApi(request: APIRequestContext, firstName: string, lastName: string): Promise<string> {
  const email = newEmail(firstName, lastName);
  await postApi(request, "/api/auth/register", { email, password: NEW_ACCOUNT_PASSWORD, firstName, lastName }, 201);
  return email;
}

// ---- cart ----

/** On a product page (dotcom): sets the quantity, adds, and opens the cart from the overlay. */
export async function addAndViewCart(page: Page, product: ApiProduct, qty = 1): Promise<void> {
  // the overlay is the script's: a page reached by a redirect (after sign-up) may not have hydrated yet
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Quantity" }).fill(String(qty));
  await productAddButton(page).click();
  const overlay = page.getByRole("dialog", { name: "Added to cart" });
  await expect(overlay.getByRole("status").filter({ hasText: "to your cart." })).toContainText(`Added ${qty} to your cart.`);
  await overlay.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Your cart \(\d+ items?\)$/ })).toBeVisible();
  await expect(page.getByRole("listitem", { name: product.name, exact: true })).toBeVisible();
}

/** The cart page's Checkout link (a signed-in shopper goes straight to the checkout). */
export function cartCheckoutLink(page: Page): Locator {
  return page.getByRole("region", { name: "Order summary" }).getByRole("link", { name: "Checkout", exact: true });
}

/**
 * Opens the checkout from the cart's order summary. The link goes through the checkout entry, a
 * page load of its own, so the journey waits for the checkout to hydrate before it works the steps.
 */
export async function checkoutFromCart(page: Page): Promise<void> {
  await cartCheckoutLink(page).click();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await waitForHydration(page);
}

// ---- checkout ----

/** A step of the checkout by its title ("Delivery", "Shipping address", "Payment", "Review your order"). */
export function step(page: Page, title: string): Locator {
  return page.getByRole("main").getByRole("region", { name: new RegExp(`^${title}\\b`) });
}

/** The checkout's own "Order summary" (totals, ship to, pay with, Place order). */
export function checkoutSummary(page: Page): Locator {
  return page.getByRole("main").getByRole("region", { name: "Order summary", exact: true });
}

export function cardFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Card details"]');
}

/**
 * Waits until the card form in the frame is working: its script has told the page it is ready (the
 * page then hands it the payment auth token) and its height (the page sizes the frame to it). Until
 * then "Use this card" would send the gateway's plain form and the expiry would not be formatted.
 * Like waitForHydration for the store's own pages.
 */
export async function waitForCardForm(page: Page): Promise<void> {
  await expect(page.locator('iframe[title="Card details"]')).toHaveAttribute("style", /height: \d+px/);
  // the frame's own script has taken the form (a frame re-created while the page hydrates starts plain)
  await expect(cardFrame(page).locator("html")).toHaveAttribute("data-ready", "true");
  await expect(cardFrame(page).getByRole("button", { name: "Use this card" })).toBeVisible();
}

export async function chooseShipping(page: Page): Promise<void> {
  const delivery = step(page, "Delivery");
  await delivery.getByRole("radio", { name: "Ship to an address" }).check();
  await delivery.getByRole("button", { name: "Continue" }).click();
  await expect(delivery.getByRole("link", { name: "Change delivery" })).toBeVisible();
  await expect(delivery).toContainText("Ship to an address");
}

/** Types a new address into the Shipping address step and ships to it. */
export async function enterShippingAddress(page: Page, address: NewAddress): Promise<void> {
  const section = step(page, "Shipping address");
  await section.getByRole("textbox", { name: "First name" }).fill(address.firstName);
  await section.getByRole("textbox", { name: "Last name" }).fill(address.lastName);
  if (address.company !== undefined)
    await section.getByRole("textbox", { name: "Company name (optional)" }).fill(address.company);
  await section.getByRole("textbox", { name: "Street address" }).fill(address.address1);
  if (address.address2 !== undefined)
    await section.getByRole("textbox", { name: "Apt, suite, etc. (optional)" }).fill(address.address2);
  await section.getByRole("textbox", { name: "City" }).fill(address.city);
  await section.getByRole("combobox", { name: "State" }).selectOption(address.state);
  await section.getByRole("textbox", { name: "Zip code" }).fill(address.zipCode);
  await section.getByRole("textbox", { name: "Phone number" }).fill(address.phone);
  await section.getByRole("button", { name: "Ship to this address" }).click();
  await expect(section.getByRole("link", { name: "Change shipping address" })).toBeVisible();
  for (const line of addressLines(address)) await expect(section).toContainText(line);
}

/**
 * Types a card into the gateway's framed form and sends it; the Payment step then says which card
 * it has ("Visa ending in 1111, expires 12/2029"), which is returned.
 */
export async function enterCard(page: Page, number: string, expiry: string, securityCode: string): Promise<Locator> {
  await waitForCardForm(page);
  const frame = cardFrame(page);
  await frame.getByRole("textbox", { name: "Card number" }).fill(number);
  await frame.getByRole("textbox", { name: "Expiration date (MM/YY)" }).fill(expiry);
  await frame.getByRole("textbox", { name: "Security code" }).fill(securityCode);
  await frame.getByRole("button", { name: "Use this card" }).click();
  const card = step(page, "Payment")
    .getByRole("status")
    .filter({ hasText: / ending in \d{4}/ });
  // the gateway answers the frame, then the frame tells the page: until then "Use this payment" has no card
  await expect(card).toBeVisible();
  return card;
}

export async function usePayment(page: Page): Promise<void> {
  const payment = step(page, "Payment");
  await payment.getByRole("button", { name: "Use this payment" }).click();
  await expect(payment.getByRole("link", { name: "Change payment" })).toBeVisible();
}

/** Place order, and the confirmation's order number once the page shows it. */
export async function placeOrder(page: Page): Promise<string> {
  await checkoutSummary(page).getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  return confirmationOrderNumber(page);
}

export async function confirmationOrderNumber(page: Page): Promise<string> {
  const number = page.getByRole("main").getByText(/^Order number \d+$/);
  await expect(number).toBeVisible();
  const orderNumber = /(\d+)$/.exec(((await number.textContent()) ?? "").trim())?.[1] ?? "";
  expect(orderNumber).toMatch(/^8\d{9}$/);
  expect(page.url()).toMatch(new RegExp(`/checkout/confirmation/${orderNumber}$`));
  return orderNumber;
}

/**
 * The store lets one address open ten accounts an hour; the journeys that open accounts each come
 * from an address of their own (TEST-NET-2, believed from the local proxy), so together they stay
 * under it: `test.use(ownClientAddress(n))`.
 */
export function ownClientAddress(n: number): { extraHTTPHeaders: Record<string, string> } {
  return { extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${n}` } };
}
