import type { Page, Request } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { firstAddable, limitedProduct } from "./demo-products";
import { productAddButton } from "./product-steps";

// After an add the shopper is told where it went: the overlay, the drawer (limit messages), or a
// toast (?atcSurface=toast). See docs/decisions/009-add-to-cart-surfaces.md.

const overlay = (page: Page) => page.getByRole("dialog", { name: "Added to cart" });
const addButton = (page: Page) => productAddButton(page);

// Once hydrated, an add is the page's form sent by a fetcher to the cart route's action: React
// Router posts it to the cart path with ".data" (its single fetch).
const isAddPost = (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === "/cart.data";

test(
  "add from a product page: the overlay shows the item and subtotal, and closes back to the button",
  { tag: "@responsive" },
  async ({ page }) => {
    const product = await firstAddable(page.request, "stapler");
    await page.goto(product.itemUrl);
    await addButton(page).click();

    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(product.name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: "Added 1 to your cart." })).toBeVisible();
    await expect(dialog).toContainText(/Subtotal \(1 item\)\s*\$\d/);
    await expect(dialog.getByRole("heading", { name: "Customers also bought" })).toBeVisible();
    await expectNoA11yViolations(page);

    // A guest's Checkout closes the overlay and opens the sign-in drawer: one surface at a time.
    await dialog.getByRole("link", { name: "Checkout" }).click();
    const login = page.getByRole("dialog", { name: "Sign in to check out" });
    await expect(login.getByRole("textbox", { name: "Email" })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(login.getByRole("link", { name: "Create an account" })).toBeVisible();
    await expect(login.getByRole("button", { name: "Check out as a guest" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();
    await expect(addButton(page)).toBeFocused();
    await expect(page.getByRole("button", { name: "Cart, 1 item", exact: true })).toBeVisible();
  },
);

test("add from a search-result tile", async ({ page }) => {
  const product = await firstAddable(page.request, "pens");
  await page.goto("/search?query=pens");
  const tile = page.getByRole("article", { name: product.name, exact: true });
  await tile.getByRole("button", { name: "Add to cart" }).click();
  const dialog = overlay(page);
  await expect(dialog.getByText(product.name, { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(tile.getByRole("button", { name: "Add to cart" })).toBeFocused();
});

test("an add over the quantity limit opens the drawer with the limit message", async ({ page }) => {
  const limited = await limitedProduct(page.request, 20);
  await page.goto(limited.itemUrl);
  await page.getByRole("textbox", { name: "Quantity" }).fill(String(limited.quantityLimit + 1));
  await addButton(page).click();
  const drawer = overlay(page);
  await expect(drawer).toHaveClass(/atc-dialog--drawer/);
  await expect(drawer).toContainText(`You can order a maximum of ${limited.quantityLimit}`);
  await expectNoA11yViolations(page);
  await drawer.getByRole("button", { name: "Continue shopping" }).click();
  await expect(drawer).toBeHidden();
  await expect(addButton(page)).toBeFocused();
});

test("toast mode tells the shopper in a polite status and hides itself", async ({ page }) => {
  const product = await firstAddable(page.request, "paper");
  await page.goto(`${product.itemUrl}?atcSurface=toast`);
  await addButton(page).click();
  const toast = page.getByRole("status").filter({ hasText: "Added 1 to your cart." });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("aria-live", "polite");
  await expect(overlay(page)).toBeHidden();
  await expectNoA11yViolations(page);
  await expect(toast).toBeHidden({ timeout: 10_000 });
});

test("a refused add shows the server's message next to the button", async ({ page }) => {
  const product = await firstAddable(page.request, "stapler");
  // The item is gone by the time the add reaches the server (an item number no product has): the
  // action's real refusal, in the service's words.
  const message = "We couldn't find this item.";
  await page.route("**/cart.data", async (route) => {
    if (!isAddPost(route.request())) return route.fallback();
    const form = new URLSearchParams(route.request().postData() ?? "");
    form.set("itemId", "999999999999");
    await route.continue({ postData: form.toString() });
  });
  await page.goto(product.itemUrl);
  await addButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(addButton(page)).toHaveText("Add to cart");
  await expect(overlay(page)).toBeHidden();
});

test("keyboard only: Tab to Add to cart, Enter, focus stays in the overlay, Escape returns", async ({ page }) => {
  const product = await firstAddable(page.request, "stapler");
  await page.goto(product.itemUrl);
  await expect(addButton(page)).toBeEnabled();
  const button = addButton(page);
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if (await button.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = overlay(page);
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("a 401 on the add sends the shopper to sign in once, with the page to come back to", async ({ page }) => {
  const product = await firstAddable(page.request, "stapler");
  // A 401 that is not the action's answer (a proxy in front of the store, a session gone): no
  // words of ours come with it.
  await page.route("**/cart.data", (route) =>
    isAddPost(route.request())
      ? route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ code: "UNAUTHORIZED" }) })
      : route.fallback(),
  );
  await page.goto(product.itemUrl);
  const productPath = new URL(page.url()).pathname;
  await addButton(page).click();
  await page.waitForURL((url) => url.pathname === "/office/supplies/login");
  const login = new URL(page.url());
  expect(login.searchParams.get("jumpUrl")).toBe(productPath);
  expect(login.searchParams.get("redirected")).toBe("1");

  // Already redirected once from this page: no second trip, the error shows instead.
  await page.goto(`${productPath}?redirected=1`);
  await addButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(productPath);
  await expect(addButton(page)).toHaveText("Add to cart");
});

test("on the business tenant an add goes straight to the cart page with the added line", async ({ page, baseURL }) => {
  const product = await firstAddable(page.request, "stapler");
  const url = new URL(baseURL ?? "http://localhost:3100");
  await page.goto(`http://advantage.localhost:${url.port}${product.itemUrl}`);
  await addButton(page).click();
  await page.waitForURL((u) => u.pathname === "/cc/mmx/cart" && u.searchParams.has("cartItemIds"));
  expect(new URL(page.url()).searchParams.get("cartItemIds")).toMatch(/\S/);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: product.name, exact: true })).toBeVisible();
});

test("an add stores the cart's context token and count in local storage", async ({ page }) => {
  const product = await firstAddable(page.request, "stapler");
  await page.goto(product.itemUrl);
  const addResponse = page.waitForResponse((res) => isAddPost(res.request()));
  await addButton(page).click();
  const response = await addResponse;
  expect(response.ok()).toBe(true);
  const header = response.headers()["x-ctx-token"];
  expect(header).toMatch(/\S/);
  await expect(overlay(page)).toBeVisible();

  const stored = await page.evaluate(() => ({
    ctxToken: localStorage.getItem("ctx-token"),
    sessionCtxToken: localStorage.getItem("s-ctx-token"),
    nc: localStorage.getItem("nc"),
  }));
  expect(stored.ctxToken).toBe(header);
  expect(stored.sessionCtxToken).toBe(header);
  const count = JSON.parse(stored.nc ?? "null") as { numberOfItems: number; ctxToken: string | null } | null;
  expect(count?.numberOfItems).toBe(1);
  expect(count?.ctxToken).toBe(header);
});

test("Add to cart clicked before the page's script has run still adds, once", async ({ page }) => {
  const product = await firstAddable(page.request, "stapler");
  // Hold every script until the click has been made: the button is live from the first paint.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(product.itemUrl, { waitUntil: "commit" });
  const add = addButton(page);
  await expect(add).toBeEnabled();
  await add.click();
  releaseScripts();

  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
  const line = page.getByRole("listitem", { name: product.name, exact: true });
  await expect(line.getByText("Just added")).toBeVisible();
  await expect(line.getByRole("textbox", { name: `Quantity of ${product.name}`, exact: true })).toHaveValue("1");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
});
