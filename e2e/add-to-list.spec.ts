import { headerRows } from "./header-steps";
import { expectNoA11yViolations } from "./accessibility";
import { openAccount, ownClientAddress } from "./checkout-steps";
import { type ApiProduct, addable, searchApi } from "./demo-products";
import { linesOf, toast } from "./lists-steps";
import { signInOnLoginPage } from "./sign-in";
import { expect, test } from "./page-ready";

// A shopper keeps the things they reorder on a list (decision 035): from a product page "Add to
// list" opens the add-to-list modal, where they create a list with the quantity they chose; then
// from a search result's tile they add another item to that list.

test.use(ownClientAddress(42));

test("create a list from a product page, then add to it from a search tile", async ({ page }) => {
  const products = (await searchApi(page.request, "query=pens&size=48")).filter((p) => addable(p) && p.quantityLimit === null);
  const [first, second] = products as [ApiProduct, ApiProduct];
  const listName = `Desk restock ${Date.now() % 100000}`;
  // The product page: quantity 3, then "Add to list" opens the modal with that quantity.
  await openAccount(page, "Lena", "Lister", first.itemUrl);
  await page.getByRole("main").getByRole("textbox", { name: "Quantity" }).fill("3");
  const opener = page.getByRole("link", { name: `Add to list: ${first.name}`, exact: true });
  await opener.click();
  const modal = page.getByRole("dialog", { name: "Add to list" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("textbox", { name: "Quantity" })).toHaveValue("3");
  await expect(modal.getByRole("textbox", { name: "Quantity" })).toBeFocused();
  await expect(modal).toContainText(first.name);

  // No name and no list: the modal says what is missing and stays open.
  await modal.getByRole("button", { name: "Add to list" }).click();
  await expect(modal.getByRole("textbox", { name: "List name" })).toHaveAccessibleDescription("Choose a list or name a new one");
  await expectNoA11yViolations(page);

  await modal.getByRole("textbox", { name: "List name" }).fill(listName);
  await modal.getByRole("button", { name: "Add to list" }).click();
  await expect(modal).toBeHidden();
  await expect(toast(page, `Added to ${listName}`)).toBeVisible();
  await expect(opener).toBeFocused();
  expect(await linesOf(page.request, listName)).toEqual([expect.objectContaining({ itemId: first.itemId, qty: 3 })]);

  // A search result's tile: the list is there to tick.
  await page.goto("/search?query=pens&size=48");
  const tile = page.getByRole("article", { name: second.name, exact: true });
  await tile.getByRole("link", { name: `Add to list: ${second.name}`, exact: true }).click();
  const again = page.getByRole("dialog", { name: "Add to list" });
  await again.getByRole("checkbox", { name: new RegExp(`^${listName}`) }).check();
  await expectNoA11yViolations(page);
  await again.getByRole("button", { name: "Add to list" }).click();
  await expect(again).toBeHidden();
  await expect(toast(page, `Added to ${listName}`)).toBeVisible();
  const lines = await linesOf(page.request, listName);
  expect(lines.map((l) => [l.itemId, l.qty]).sort()).toEqual(
    [
      [first.itemId, 3],
      [second.itemId, 1],
    ].sort(),
  );

  // The header's lists drawer shows it.
  await (await headerRows(page)).getByRole("link", { name: /^Lists \(/ }).click();
  const drawer = page.getByRole("dialog", { name: "Your lists" });
  await expect(drawer.getByRole("link", { name: listName })).toBeVisible();
  await expect(drawer).toContainText("2 items");
});

test("a business buyer adds to a new shared list; read-only and company lists are not offered", async ({ page, baseURL }) => {
  const origin = `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
  const [product] = (await searchApi(page.request, "query=binder&size=48")).filter((p) => p.status === "PUBLISHED");
  const listName = `Team binders ${Date.now() % 100000}`;
  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  await page.goto(`${origin}${product!.itemUrl}`);
  await page.getByRole("link", { name: `Add to list: ${product!.name}`, exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Add to list" });
  const lists = modal.getByRole("group", { name: "Your lists" });
  // The account's shared lists are offered, but not one its owner made read-only, nor the administrator's company list.
  await expect(lists.getByRole("checkbox", { name: /\(Shared,/ }).first()).toBeVisible();
  await expect(lists.getByRole("checkbox", { name: /^Office Services standard kit/ })).toHaveCount(0);
  await expect(lists.getByRole("checkbox", { name: /^Northwind approved supplies/ })).toHaveCount(0);

  await modal.getByRole("textbox", { name: /^Or create a new list/ }).fill(listName);
  await modal.getByRole("radio", { name: /^Shared/ }).check();
  await modal.getByRole("button", { name: "Add to list" }).click();
  await expect(toast(page, `Added to ${listName}`)).toBeVisible();
  // The business host is only known to the browser: ask the lists call from the page.
  const seen = await page.evaluate(async () => {
    const res = await fetch("/cc/api/lists?size=100", { credentials: "same-origin" });
    return ((await res.json()) as { shoppingLists: { name: string; accessLevel: string }[] }).shoppingLists.map(
      (l) => `${l.accessLevel} ${l.name}`,
    );
  });
  expect(seen).toContain(`SHARED ${listName}`);
  // The buyer does see the lists the modal left out: they are theirs to read, not to change.
  expect(seen).toEqual(expect.arrayContaining(["SHARED Office Services standard kit", "GLOBAL Northwind approved supplies"]));
});
