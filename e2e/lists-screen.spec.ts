import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";
import { signInByApi } from "./sign-in";

// A consumer's lists screen (decision 034): create a list on /kuber/createList, find it on the
// lists screen by search, sort and filter, rename it, make it a favourite and delete it, at the
// large and the phone width.

test.use(ownClientAddress(38));

const listsTable = (page: Page) => page.getByRole("table");
const row = (page: Page, name: string) =>
  listsTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const notice = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

async function showLists(page: Page, choices: { search?: string; sort?: string; type?: string }) {
  const find = page.getByRole("search", { name: "Find a list" });
  if (choices.search !== undefined) await find.getByRole("searchbox", { name: "Search lists" }).fill(choices.search);
  if (choices.sort) await find.getByRole("combobox", { name: "Sort by" }).selectOption({ label: choices.sort });
  if (choices.type) await find.getByRole("combobox", { name: "Show" }).selectOption({ label: choices.type });
  await find.getByRole("button", { name: "Show lists" }).click();
}

test("a consumer creates a list, finds it, renames it, makes it a favourite and deletes it", async ({ page }, testInfo) => {
  const name = `Snack drawer ${testInfo.project.name}`;
  const renamed = `Team snacks ${testInfo.project.name}`;
  // The create-list page: an empty name is refused on the field, then the list is made.
  await signInByApi(page, "registered@quire.test", "Riley", "/kuber/createList?tid=US");
  await expect(page.getByRole("heading", { level: 1, name: "Create a list" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Create list" }).click();
  const nameField = page.getByRole("textbox", { name: "List name" });
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("List name is required")).toBeVisible();
  await nameField.fill(name);
  await page.getByRole("button", { name: "Create list" }).click();

  // The lists screen names it, and lists it with the spec's columns.
  await expect(page).toHaveURL(/\/kuber\/viewList\?tid=US/);
  await expect(notice(page)).toHaveText(`Created the list “${name}”.`);
  await expect(row(page, name)).toContainText("Personal");
  await expect(listsTable(page).getByRole("columnheader")).toHaveText(["List name", "Modified On", "List type", "Actions"]);
  // The seeded list is there too; a consumer has no shared lists to filter by.
  await expect(row(page, "Back to school")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Show" }).getByRole("option")).toHaveText([
    "All lists",
    "My personal lists",
    "My favorites",
  ]);
  await expectNoA11yViolations(page);

  // Search, sort and filter: the address holds the query.
  await showLists(page, { search: "snack", sort: "Z-A/9-0", type: "My personal lists" });
  await expect(page).toHaveURL(/search=snack/);
  await expect(page).toHaveURL(/sort=za/);
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, "Back to school")).toHaveCount(0);
  await showLists(page, { search: "no such list here" });
  await expect(page.getByText("No lists match “no such list here”.")).toBeVisible();
  await page.getByRole("link", { name: "Show all lists" }).click();
  await expect(row(page, name)).toBeVisible();
  await showLists(page, { sort: "A-Z/0-9" });
  await expect(page).toHaveURL(/sort=az/);
  // the table is read again until the sorted page has replaced the one sorted Z-A
  await expect
    .poll(async () => {
      const names = await listsTable(page).getByRole("rowheader").getByRole("link").allTextContents();
      return (
        names.length > 1 &&
        names.join("|") === [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })).join("|")
      );
    })
    .toBe(true);

  // Rename, in the row's own disclosure.
  // (a <summary>, which has no ARIA role of its own; its label names the list)
  await row(page, name).getByLabel(`Rename ${name}`, { exact: true }).click();
  const newName = row(page, name).getByRole("textbox", { name: "New name" });
  await newName.fill(renamed);
  await row(page, name).getByRole("button", { name: "Save name" }).click();
  await expect(notice(page)).toHaveText(`Renamed the list to “${renamed}”.`);
  await expect(row(page, renamed)).toBeVisible();

  // Favourite: then it is under My favorites.
  await row(page, renamed)
    .getByRole("button", { name: `Add to favorites: ${renamed}` })
    .click();
  await expect(notice(page)).toHaveText(`Added “${renamed}” to your favorites.`);
  await showLists(page, { type: "My favorites" });
  await expect(row(page, renamed)).toBeVisible();
  await expect(row(page, renamed).getByRole("button", { name: `Remove from favorites: ${renamed}` })).toBeVisible();
  await expectNoA11yViolations(page);

  // Delete with the keyboard: the disclosure asks once more.
  const deleteToggle = row(page, renamed).getByLabel(`Delete ${renamed}`, { exact: true });
  await deleteToggle.focus();
  await page.keyboard.press("Enter");
  const confirm = row(page, renamed).getByRole("button", { name: `Yes, delete “${renamed}”` });
  await expect(row(page, renamed)).toContainText("This can’t be undone.");
  await confirm.focus();
  await page.keyboard.press("Enter");
  await expect(notice(page)).toHaveText(`Deleted the list “${renamed}”.`);
  await expect(page.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
});
