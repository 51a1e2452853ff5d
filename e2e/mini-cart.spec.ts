import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { type ApiProduct, addable, addableProducts, searchApi } from "./demo-products";
import { productAddButton } from "./product-steps";

// The header cart opens the mini cart flyout: edit a quantity, remove a line (it animates out
// for a second before the cart refreshes), and two tabs of one browser stay in step.

/** Puts an item in this browser's cart (page.request shares the context's cookies). */
async function addByApi(request: APIRequestContext, itemId: string, qty: number) {
  // The page load gave this browser its CSRF cookie; state-changing calls echo it in a header (decision 010).
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === "quire_csrf")?.value ?? "";
  const res = await request.post("/cc/api/checkout/default/item", {
    data: { items: [{ itemId, qty }] },
    headers: { "x-csrf-token": csrf },
  });
  expect(res.ok()).toBe(true);
}

const cartButton = (n: number) => ({ name: `Cart, ${n} ${n === 1 ? "item" : "items"}`, exact: true });

test("mini cart: edit a quantity and remove a line", { tag: "@responsive" }, async ({ page }) => {
  const [first, second] = (await addableProducts(page.request, "paper", 2)) as [ApiProduct, ApiProduct];
  await page.goto("/");
  await addByApi(page.request, first.itemId, 1);
  await addByApi(page.request, second.itemId, 1);
  await page.reload();

  await page.getByRole("button", cartButton(2)).click();
  const flyout = page.getByRole("dialog", { name: /^Your cart/ });
  const line = (p: ApiProduct) => flyout.getByRole("listitem", { name: p.name, exact: true });
  await expect(line(first)).toBeVisible();
  await expect(line(second)).toBeVisible();
  await expect(flyout.getByRole("link", { name: "View cart" })).toBeVisible();
  await expect(flyout.getByRole("link", { name: "Checkout" })).toBeVisible();
  await expectNoA11yViolations(page);

  await line(first)
    .getByRole("button", { name: `Increase quantity of ${first.name}`, exact: true })
    .click();
  await expect(line(first).getByRole("textbox", { name: `Quantity of ${first.name}`, exact: true })).toHaveValue("2");
  await expect(page.getByRole("button", cartButton(3))).toBeVisible();

  await line(second)
    .getByRole("button", { name: `Remove ${second.name}`, exact: true })
    .click();
  // "Removing…" shows for the line's one-second animation: mini-cart.test.tsx checks it with a clock of
  // its own; here a loaded machine can poll past it, so the journey checks what stays
  await expect(line(second)).toBeHidden();
  await expect(page.getByRole("button", cartButton(2))).toBeVisible();
  await expect(flyout.getByRole("heading", { name: "Your cart (2 items)" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(flyout).toBeHidden();
  await expect(page.getByRole("button", cartButton(2))).toBeFocused();
});

test("a failed edit says so", async ({ page }) => {
  const [product] = (await addableProducts(page.request, "stapler", 1)) as [ApiProduct];
  await page.goto("/");
  await addByApi(page.request, product.itemId, 1);
  await page.reload();
  // The flyout's change goes to the cart route's action (React Router's data request): it fails.
  await page.route(
    (url) => url.pathname === "/cart.data",
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "" })
        : route.continue(),
  );
  await page.getByRole("button", cartButton(1)).click();
  const flyout = page.getByRole("dialog", { name: /^Your cart/ });
  await flyout.getByRole("button", { name: `Increase quantity of ${product.name}`, exact: true }).click();
  await expect(flyout.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
});

test("two tabs stay in step: an add in one updates the other's header", async ({ page, context }) => {
  const [product] = (await addableProducts(page.request, "pens", 1)) as [ApiProduct];
  const other = await context.newPage();
  await other.goto("/");
  await expect(other.getByRole("button", cartButton(0))).toBeVisible();

  await page.goto(product.itemUrl);
  await productAddButton(page).click();
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();

  await expect(other.getByRole("button", cartButton(1))).toBeVisible();
  await other.close();
});

test("with 3 items at 1280 x 800 the lines scroll and View cart and Checkout stay in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // the longest names: the tallest lines
  const products = (await searchApi(page.request, "query=paper&size=48"))
    .filter(addable)
    .sort((a, b) => b.name.length - a.name.length)
    .slice(0, 3);
  expect(products).toHaveLength(3);
  await page.goto("/");
  for (const p of products) await addByApi(page.request, p.itemId, 1);
  await page.reload();

  await page.getByRole("button", cartButton(3)).click();
  const flyout = page.getByRole("dialog", { name: /^Your cart/ });
  await expect(flyout.getByRole("listitem", { name: products[2]!.name, exact: true })).toBeVisible();
  // At the top of the lines and after scrolling to their end (past the recommendations), both
  // buttons are wholly in view.
  const lines = flyout.getByRole("list", { name: "Items in your cart" });
  for (const where of ["start", "end"] as const) {
    if (where === "end") await lines.evaluate((el) => el.parentElement?.scrollTo({ top: el.parentElement.scrollHeight }));
    await expect(flyout.getByRole("link", { name: "View cart" })).toBeInViewport({ ratio: 1 });
    await expect(flyout.getByRole("link", { name: "Checkout" })).toBeInViewport({ ratio: 1 });
  }
  await expectNoA11yViolations(page);
});
