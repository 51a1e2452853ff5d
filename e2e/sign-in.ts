import { expect, type Page } from "@playwright/test";
import { postApi } from "./api-steps";
import { waitForHydration } from "./page-ready";

// Signing in and out through the storefront's own screens, for the session journeys.

export const DEMO_PASSWORD = "Quire-demo-1";

export const accountButton = (page: Page, firstName: string) =>
  page.getByRole("button", { name: new RegExp(`^Hi, ${firstName}\\b`) });

/** The sign-in form of the login page (fields and button), once the page can send it. */
export async function fillSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole("main");
  const submit = main.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled();
  await main.getByRole("textbox", { name: "Email" }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  return submit;
}

/** Signs in on the login page of `origin` (default: the test's base URL) and waits for the page it lands on. */
export async function signInOnLoginPage(page: Page, email: string, firstName: string, origin = "") {
  await page.goto(`${origin}/office/supplies/login`);
  const submit = await fillSignIn(page, email, DEMO_PASSWORD);
  await submit.click();
  // the password's hash, the form's checks loading, then a whole new page: the slowest wait of a journey
  await expect(accountButton(page, firstName)).toBeVisible({ timeout: 30_000 });
}

/**
 * Signs a demo account in on the consumer site through the sign-in call (POST /api/auth/login), then
 * opens `url` signed in: for journeys about what comes after signing in (the sign-in screens are
 * sign-in-merge.spec.ts's and forms-without-javascript.nojs.spec.ts's).
 */
export async function signInByApi(page: Page, email: string, firstName: string, url = "/") {
  await postApi(page.request, "/api/auth/login", { email, password: DEMO_PASSWORD });
  await page.goto(url);
  await expect(accountButton(page, firstName)).toBeVisible();
}

/** Opens the account menu and signs out; the home page loads as a guest. */
export async function signOut(page: Page, firstName: string) {
  // The account menu opens with the page's script: a click before it has hydrated does nothing.
  await waitForHydration(page);
  await accountButton(page, firstName).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(
    page.getByRole("navigation", { name: "Account, stores and cart" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
}
