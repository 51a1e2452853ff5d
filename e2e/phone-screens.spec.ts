import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { advantageOrigin } from "./business-steps";
import { firstAddable } from "./demo-products";
import { expect, test } from "./page-ready";
import { signInByApi, signInOnLoginPage } from "./sign-in";
import { productAddButton } from "./product-steps";

// The screens whose flows run at the large width only (decision 061), each seen once on a phone
// (375 x 740, touch): the page fits the width with nothing to scroll sideways, its heading and its
// main control are on screen, and axe finds nothing. The flows themselves do not change with the
// width; what a phone changes is the layout, and that is what this checks.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

interface Screen {
  path: string;
  heading: RegExp;
  /** the control a shopper comes to the screen for */
  control?: (page: Page) => ReturnType<Page["getByRole"]>;
}

async function expectFitsThePhone(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
  if (screen.control) await expect(screen.control(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen.path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
}

test("a shopper's screens fit a phone: product, compare, lists, account, orders, pickup", async ({ page }) => {
  const stapler = await firstAddable(page.request, "stapler");
  const pens = await firstAddable(page.request, "pens");
  await signInByApi(page, "registered@quire.test", "Riley");
  const screens: Screen[] = [
    {
      path: stapler.itemUrl,
      heading: new RegExp(stapler.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      control: (p) => productAddButton(p),
    },
    {
      path: `/compare?items=${stapler.itemId},${pens.itemId}`,
      heading: /compare/i,
    },
    { path: "/cc/mmx/list/mylists", heading: /lists/i, control: (p) => p.getByRole("button", { name: /create/i }).first() },
    { path: "/account", heading: /account/i },
    { path: "/account/addresses", heading: /address/i },
    { path: "/account/orders", heading: /order/i },
    { path: "/account/recently-purchased", heading: /purchased/i },
    { path: "/stores", heading: /store/i, control: (p) => p.getByRole("button", { name: /search/i }).first() },
    { path: "/help", heading: /help/i },
  ];
  for (const screen of screens) await expectFitsThePhone(page, screen);
});

test("a business user's screens fit a phone: quick order, approvals, budgets, reports", async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", origin);
  const screens: Screen[] = [
    { path: `${origin}/cc/mmx/quick-order`, heading: /quick order/i },
    { path: `${origin}/approvals`, heading: /approv/i },
    { path: `${origin}/cc/mmx/budget-overview`, heading: /budget/i },
    { path: `${origin}/cc/mmx/reports`, heading: /report/i },
    { path: `${origin}/cc/mmx/recently-purchased`, heading: /purchased/i },
    { path: `${origin}/cc/mmx/list/mylists`, heading: /lists/i },
    { path: `${origin}/cc/mmx/pickup`, heading: /pick/i },
  ];
  for (const screen of screens) await expectFitsThePhone(page, screen);
});
