import type { Page } from "@playwright/test";
import { headerRows } from "./header-steps";
import { expectNoA11yViolations } from "./accessibility";
import { addable, searchApi } from "./demo-products";
import { expect, test } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Pickup for business (decision 031): a buyer whose account allows pickup in store (G_BOP) opens
// Pick up in store from the advantage header and finds stores by ZIP code; a buyer without G_BOP
// has no header link, a page saying pickup isn't available, and no pickup on product pages.

function advantageOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  return `http://advantage.localhost:${url.port}`;
}

async function someProductUrl(page: Page): Promise<string> {
  const p = (await searchApi(page.request, "category=paper&size=24")).find(addable);
  if (!p) throw new Error("no addable paper product");
  return p.itemUrl;
}

test(
  "a business buyer opens Pick up in store from the header and finds stores near a ZIP code",
  { tag: "@phone" },
  async ({ page, baseURL }, testInfo) => {
    const origin = advantageOrigin(baseURL);
    // the buyer's choice is kept as their preferred store, so each width chooses its own store
    const city = testInfo.project.name === "xs" ? "Cambridge" : "Boston";
    await signInOnLoginPage(page, "buyer@bluebirddental.test", "Jamie", origin);
    // the advantage header's quick links (in the header's menu on a phone)
    const link = (await headerRows(page))
      .getByRole("navigation", { name: "Quick links" })
      .getByRole("link", { name: "Pick up in store" });
    await link.click();
    await page.waitForURL((url) => url.pathname === "/cc/mmx/pickup");
    await expect(page.getByRole("heading", { level: 1, name: "Pick up in store" })).toBeVisible();
    // the default Natick store, or the store another width's run chose
    await expect(page.getByRole("heading", { name: /^Your pickup store: Quire (Natick|Boston|Cambridge)$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How business pickup works" })).toBeVisible();
    await expect(page.getByText(/sales tax/)).toBeVisible();
    await expectNoA11yViolations(page);

    // stores near a ZIP code (a GET form), then one made the pickup store
    await page.getByRole("textbox", { name: "ZIP code" }).fill("02108");
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page.getByRole("heading", { name: "Stores near 02108" })).toBeVisible();
    const chosen = page.getByRole("listitem", { name: `Quire ${city}` });
    await expect(chosen).toBeVisible();
    await chosen.getByRole("button", { name: `Pick up here at Quire ${city}` }).click();
    await expect(page.getByRole("heading", { name: `Your pickup store: Quire ${city}` })).toBeVisible();

    // an unknown ZIP code is said so, with the searched term in quotes
    await page.getByRole("textbox", { name: "ZIP code" }).fill("00000");
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page.getByRole("alert")).toHaveText('Invalid zipcode "00000"');
    await expectNoA11yViolations(page);

    // product pages offer pickup at that store
    await page.goto(`${origin}${await someProductUrl(page)}`);
    await expect(page.getByRole("region", { name: new RegExp(`^Pick up (today )?at ${city}$`) })).toBeVisible();
  },
);

test("a business buyer without pickup in store is offered no pickup", async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "shipping.only@bluebirddental.test", "Drew", origin);
  await expect(page.getByRole("navigation", { name: "Quick links" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pick up in store" })).toHaveCount(0);
  await page.goto(`${origin}/cc/mmx/pickup`);
  await expect(page.getByText("Pickup in store isn't available for your account.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: /^Quire / })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.goto(`${origin}${await someProductUrl(page)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Pick up/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add for pickup" })).toHaveCount(0);
});
