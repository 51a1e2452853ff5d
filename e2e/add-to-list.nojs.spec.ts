import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { firstAddable } from "./demo-products";
import { DEMO_PASSWORD } from "./sign-in";

// JavaScript is off (the nojs project): "Add to list" is a link to the add-to-list page, whose
// form the server handles (decision 035). A guest is asked to sign in and comes back to it.

test.use(ownClientAddress(45));

test("add to a list without JavaScript: sign in, create a list, then tick it with a quantity", async ({ page }) => {
  const product = await firstAddable(page.request, "stapler");
  const listName = `Supply cupboard ${Date.now() % 100000}`;

  await page.goto(product.itemUrl);
  await page.getByRole("link", { name: `Add to list: ${product.name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/lists\/add\?/);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Sign in to create a list" }).click();
  await main.getByRole("textbox", { name: "Email" }).fill("registered@quire.test");
  await main.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/lists\/add\?/);
  await expect(main.getByRole("heading", { level: 1, name: "Add to list" })).toBeVisible();
  await expect(main).toContainText(product.name);

  // A quantity out of range is refused on its field and nothing is saved.
  const quantity = main.getByRole("textbox", { name: "Quantity" });
  await quantity.fill("0");
  await main.getByRole("textbox", { name: /^(List name|Or create a new list)/ }).fill(listName);
  await main.getByRole("button", { name: "Add to list" }).click();
  await expect(main.getByRole("textbox", { name: "Quantity" })).toHaveAccessibleDescription("Enter a quantity from 1 to 9999");

  // A new list with the item, two of it.
  await main.getByRole("textbox", { name: "Quantity" }).fill("2");
  await main.getByRole("button", { name: "Add to list" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Added to" })).toHaveText(`Added to ${listName}`);
  await expect(main.getByRole("link", { name: `View ${listName}` })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  // Back on the product page, the list is there to tick.
  await main.getByRole("link", { name: "Back to where you were" }).click();
  await expect(page).toHaveURL(new RegExp(`${product.itemUrl}$`));
  await page.getByRole("link", { name: `Add to list: ${product.name}`, exact: true }).click();
  const list = main.getByRole("checkbox", { name: new RegExp(`^${listName} \\(Personal, 1 item\\)`) });
  // Nothing ticked and no name: the form says what to do.
  await main.getByRole("button", { name: "Add to list" }).click();
  await expect(main.getByRole("textbox", { name: /new list/ })).toHaveAccessibleDescription("Choose a list or name a new one");
  await list.check();
  await main.getByRole("textbox", { name: "Quantity" }).fill("4");
  await main.getByRole("button", { name: "Add to list" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Added to" })).toHaveText(`Added to ${listName}`);
  await expectNoA11yViolationsWithoutScripts(page);

  // The list holds one line of the item: 2 + 4.
  const lists = (await (await page.request.get("/cc/api/lists?size=100")).json()) as {
    shoppingLists: { id: string; name: string }[];
  };
  const id = lists.shoppingLists.find((l) => l.name === listName)?.id;
  const detail = (await (await page.request.get(`/cc/api/list/${id}`)).json()) as { items: { itemId: string; qty: number }[] };
  expect(detail.items).toEqual([expect.objectContaining({ itemId: product.itemId, qty: 6 })]);
});
