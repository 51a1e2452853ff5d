import { expectNoA11yViolations } from "./accessibility";
import { addable, type ApiProduct } from "./demo-products";
import { expect, test } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Contract prices (issue 16, decision 042): a Northwind buyer on the business site sees the
// account's contract price, with the list price struck and a "Contract price" mark, on a listing
// tile and on the product page, adds the item and finds the contract price in the cart.

function advantageOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  return `http://advantage.localhost:${url.port}`;
}

const money = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

type PricedProduct = ApiProduct & { basePriceCents: number; priceMethod?: string; onContract?: boolean };

test(
  "a business buyer sees contract prices on tiles, the product page and in the cart",
  { tag: "@phone" },
  async ({ page, baseURL }) => {
    const origin = advantageOrigin(baseURL);
    await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);

    // the listing the buyer is about to see, as the catalogue call answers it for their session
    // (from the page: the browser resolves advantage.localhost and sends the session's cookies)
    const items: PricedProduct[] = await page.evaluate(async () => {
      const res = await fetch("/api/search?category=paper&onContract=1");
      return ((await res.json()) as { items: PricedProduct[] }).items;
    });
    const product = items.find(
      (p) => addable(p) && p.quantityLimit === null && p.priceMethod === "CONTRACT" && p.finalPriceCents < p.basePriceCents,
    );
    if (!product) throw new Error("no addable contract-priced paper on the first page");
    const contract = money(product.finalPriceCents);
    const list = money(product.basePriceCents);

    // the On contract filter (G_CSE), on, and the item's tile at the contract price
    await page.goto(`${origin}/c/paper?onContract=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Paper" })).toBeVisible();
    // a phone folds the filters away behind their toggle
    const showFilters = page.getByRole("button", { name: "Show filters" });
    if (await showFilters.isVisible()) await showFilters.click();
    await expect(page.getByRole("checkbox", { name: "On contract" })).toBeChecked();
    const tile = page.getByRole("article", { name: product.name, exact: true });
    await expect(tile.getByText(contract, { exact: true })).toBeVisible();
    await expect(tile.getByText(`was ${list}`)).toBeVisible();
    await expect(tile.getByText("Contract price", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    // the product page says the same
    await tile.getByRole("link", { name: product.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === product.itemUrl);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(contract, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(`was ${list}`).first()).toBeVisible();
    await expect(main.getByText("Contract price", { exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);

    // added, it is in the cart at the contract price
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/cc/mmx/cart");
    const line = page.getByRole("listitem", { name: product.name, exact: true });
    await expect(line).toBeVisible();
    await expect(line.getByText(contract).first()).toBeVisible();
    await expectNoA11yViolations(page);

    // the account's contract list, from the marketing bar's address
    await page.goto(`${origin}/cc/mmx/contract-pricing`);
    await expect(page.getByRole("heading", { level: 1, name: "Contract pricing" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search your contract by item name or number" }).fill(product.itemId);
    await page.getByRole("button", { name: "Search contract", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: product.name });
    await expect(row.getByRole("cell").nth(2)).toHaveText(contract);
    await expectNoA11yViolations(page);

    // the line goes again, so a run at another width starts from an empty cart
    await page.goto(`${origin}/cc/mmx/cart`);
    await page
      .getByRole("listitem", { name: product.name, exact: true })
      .getByRole("button", { name: /^Remove/ })
      .first()
      .click();
    await expect(page.getByRole("listitem", { name: product.name, exact: true })).toHaveCount(0);
  },
);
