import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { type ApiProduct, addableProducts } from "./demo-products";
import { DEMO_PASSWORD, accountButton, fillSignIn, signOut } from "./sign-in";
import { productAddButton } from "./product-steps";

// A guest fills a cart, signs in from the header and comes back to the same page with the cart
// moved into the account (the merge notice says so); signing out leaves an empty guest cart.

const cartButton = (page: Page, n: number) =>
  page.getByRole("button", { name: `Cart, ${n} ${n === 1 ? "item" : "items"}`, exact: true });

async function addFromProductPage(page: Page, product: ApiProduct) {
  await page.goto(product.itemUrl);
  await productAddButton(page).click();
  const overlay = page.getByRole("dialog", { name: "Added to cart" });
  await expect(overlay.getByRole("status").filter({ hasText: "to your cart." })).toBeVisible();
  await overlay.getByRole("button", { name: "Continue shopping" }).click();
  await expect(overlay).toBeHidden();
}

test(
  "a guest's cart moves into the account at sign-in, and sign-out leaves an empty cart",
  { tag: "@responsive" },
  async ({ page }) => {
    const [first, second] = (await addableProducts(page.request, "paper", 2)) as [ApiProduct, ApiProduct];
    await addFromProductPage(page, first);
    await addFromProductPage(page, second);
    await expect(cartButton(page, 2)).toBeVisible();
    const productPath = new URL(page.url()).pathname;

    // The header's Sign in link carries the page to come back to.
    await page.getByRole("navigation", { name: "Account, stores and cart" }).getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/office/supplies/login");
    expect(new URL(page.url()).searchParams.get("jumpUrl")).toBe(productPath);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expectNoA11yViolations(page);

    // A wrong password says so, in the alert summary, and keeps the shopper on the page.
    let submit = await fillSignIn(page, "registered@quire.test", "not-the-password-1");
    await submit.click();
    await expect(page.getByRole("alert")).toContainText("The email or password you entered is incorrect.");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(new URL(page.url()).pathname).toBe("/office/supplies/login");
    await expectNoA11yViolations(page);

    submit = await fillSignIn(page, "registered@quire.test", DEMO_PASSWORD);
    await submit.click();
    await page.waitForURL((url) => url.pathname === productPath);
    await expect(accountButton(page, "Riley")).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "from your earlier visit" });
    await expect(notice).toContainText("We moved 2 items from your earlier visit into your cart.");
    await expectNoA11yViolations(page);

    await notice.getByRole("link", { name: "View cart" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Your cart/ })).toBeVisible();
    for (const p of [first, second]) await expect(page.getByRole("listitem", { name: p.name, exact: true })).toBeVisible();
    // the cart page says it once: its own message, not the page notice as well (decision 040)
    await expect(page.getByText(/from your earlier visit/)).toHaveCount(1);
    await expect(notice).toBeHidden();
    await expectNoA11yViolations(page);

    await signOut(page, "Riley");
    await expect(cartButton(page, 0)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "from your earlier visit" })).toBeHidden();
    await page.goto("/cart?viewcart=true");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expectNoA11yViolations(page);
  },
);

test("keyboard only: sign in with Tab and Enter, open and close the account menu", async ({ page }) => {
  await page.goto(`/office/supplies/login?jumpUrl=${encodeURIComponent("/stores")}`);
  await expect(page.getByRole("main").getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  await waitForHydration(page);

  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const email = page.getByRole("main").getByRole("textbox", { name: "Email" });
  await expect(email).toBeFocused();
  await page.keyboard.type("registered@quire.test");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Tab");
  // the show-password toggle sits between the password and the button
  await expect(page.getByRole("main").getByRole("button", { name: "Show password" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign in", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");

  await page.waitForURL((url) => url.pathname === "/stores");
  const account = accountButton(page, "Riley");
  // The menu opens once the page is interactive; focusing the button before that does nothing.
  await expect(account).toBeEnabled();
  await waitForHydration(page);
  await account.focus();
  await page.keyboard.press("Enter");
  await expect(account).toHaveAttribute("aria-expanded", "true");
  const signOutButton = page.getByRole("button", { name: "Sign out" });
  await expect(signOutButton).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(account).toHaveAttribute("aria-expanded", "false");
  await expect(account).toBeFocused();

  await page.keyboard.press("Enter");
  await signOutButton.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(
    page.getByRole("navigation", { name: "Account, stores and cart" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
});

test("an empty sign-in form lists what is missing and links each error to its field", async ({ page }) => {
  await page.goto("/office/supplies/login?redirected=1");
  await expect(page.getByText("Please sign in to continue.")).toBeVisible();
  const submit = page.getByRole("main").getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Enter your password." }).click();
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);
});

test("a guest's Checkout opens the sign-in drawer (cart page and mini cart); signing in continues to checkout", async ({
  page,
}) => {
  const [product] = (await addableProducts(page.request, "pens", 1)) as [ApiProduct];
  await addFromProductPage(page, product);

  await page.goto("/cart?viewcart=true");
  // The line's Remove button turns on once the page is interactive; before that Checkout is a plain link.
  await expect(page.getByRole("button", { name: `Remove ${product.name}`, exact: true })).toBeEnabled();
  const checkout = page.getByRole("region", { name: "Order summary" }).getByRole("link", { name: "Checkout" });
  await checkout.click();
  const drawer = page.getByRole("dialog", { name: "Sign in to check out" });
  await expect(drawer.getByRole("textbox", { name: "Email" })).toBeFocused();
  await expect(drawer.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(checkout).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/cart");

  await cartButton(page, 1).click();
  const flyout = page.getByRole("dialog", { name: /^Your cart/ });
  await flyout.getByRole("link", { name: "Checkout" }).click();
  await expect(flyout).toBeHidden();
  await expect(drawer).toBeVisible();
  await drawer.getByRole("textbox", { name: "Email" }).fill("registered@quire.test");
  await drawer.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await drawer.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(accountButton(page, "Riley")).toBeVisible();
});
