import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { openAccount, ownClientAddress, registerByApi } from "./checkout-steps";
import { createListByApi, toast } from "./lists-steps";
import { expect, test } from "./page-ready";
import { headerRows, isPhone, menuButton } from "./header-steps";

// The header's lists drawer (spec section 9; decision 035): with lists it shows the 5 most recent,
// names cut to 25 characters, each leading to its list; with none it opens the create-list drawer,
// and after creating it shows the lists again with a toast; a guest is asked to sign in.

// On a phone the activity row is in the header's menu: it opens first (decision 039).
const listsLink = async (page: Page) =>
  (await headerRows(page)).getByRole("list", { name: "Your account activity" }).getByRole("link", { name: /^Lists \(\d+\)$/ });

test.describe("with lists", () => {
  test.use(ownClientAddress(43));

  test("the drawer shows at most 5 lists, long names cut, and each leads to its list", { tag: "@phone" }, async ({ page }) => {
    await registerByApi(page.request, "Mara", "Many");
    const names = [
      "Breakroom",
      "Printer paper and toner for the front office",
      "Desk",
      "Cleaning",
      "Mailroom",
      "Conference room supplies",
    ];
    const ids = new Map<string, string>();
    for (const name of names) ids.set(name, await createListByApi(page.request, name));
    await page.goto("/");

    await (await listsLink(page)).click();
    const drawer = page.getByRole("dialog", { name: "Your lists" });
    const links = drawer.getByRole("list").getByRole("link");
    await expect(links).toHaveCount(5);
    // The most recently changed first; the oldest (Breakroom) is left for "View all lists".
    await expect(drawer.getByRole("link", { name: "Breakroom" })).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: "Printer paper and toner f…" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "View all lists" })).toBeVisible();
    await expectNoA11yViolations(page);

    await drawer.getByRole("link", { name: "Conference room supplies" }).click();
    await expect(drawer).toBeHidden();
    await page.waitForURL(
      (url) => url.pathname === "/kuber/viewList" && url.searchParams.get("listId") === ids.get("Conference room supplies"),
    );
  });
});

test.describe("no lists yet", () => {
  test.use(ownClientAddress(44));

  test("keyboard only: the create-list drawer opens, creates a list, and the drawer shows it", async ({ page }) => {
    await openAccount(page, "Nico", "Newlist");
    const opener = await listsLink(page);
    await opener.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Create a list" });
    await expect(drawer).toContainText("You have no lists yet.");
    const name = drawer.getByRole("textbox", { name: "List name" });
    await expect(name).toBeFocused();
    // An empty name is refused in the spec's words.
    await page.keyboard.press("Enter");
    await expect(name).toHaveAccessibleDescription("List name is required");
    await expectNoA11yViolations(page);

    await page.keyboard.type("Monthly reorder");
    await page.keyboard.press("Enter");
    const lists = page.getByRole("dialog", { name: "Your lists" });
    const created = lists.getByRole("link", { name: "Monthly reorder" });
    await expect(created).toBeFocused();
    await expect(toast(page, "Created Monthly reorder")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lists).toBeHidden();
    // On a phone the menu holding the opener closed as the drawer opened: its button has the focus.
    await expect(isPhone(page) ? menuButton(page) : opener).toBeFocused();
  });
});

test("a guest opening Lists is asked to sign in, and comes back to the page", async ({ page }) => {
  await page.goto("/c/paper");
  await (await headerRows(page)).getByRole("list", { name: "Lists" }).getByRole("link", { name: "Lists", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Create a list" });
  await expect(drawer).toContainText("Sign in to create one.");
  await expectNoA11yViolations(page);
  await drawer.getByRole("link", { name: "Sign in to create a list" }).click();
  await page.waitForURL((url) => url.pathname === "/office/supplies/login" && url.searchParams.get("jumpUrl") === "/c/paper");
});
