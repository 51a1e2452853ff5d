import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// The store's content pages (issue 15, decision 036): the help centre's search, a store admin
// editing a page, the 404 page, feedback, and the footer's required-cookies modal.

test.use(ownClientAddress(47));

test("a shopper searches the help centre and finds the shipping page", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/help");
  await expect(page).toHaveTitle("Help centre | Quire");
  const search = page.getByRole("search", { name: "Help pages" });
  await search.getByRole("searchbox", { name: "Search help" }).fill("free shipping");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: /help articles? match(es)? "free shipping"/ })).toBeVisible();
  await page.getByRole("link", { name: "Shipping information" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping information" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("orders over $49.99");
  await expectNoA11yViolations(page);

  await page.goto("/help?q=zeppelin");
  await expect(page.getByRole("heading", { name: 'No help articles match "zeppelin"' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("only the store admin edits a page, and the change shows", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Edit this page" })).toHaveCount(0);
  expect((await page.request.get("/content/edit/about")).status()).toBe(404);

  await signInOnLoginPage(page, "store.admin@quire.test", "Robin");
  await page.goto("/about");
  await page.getByRole("link", { name: "Edit this page" }).click();
  await expect(page).toHaveTitle("Edit About Quire | Quire");
  await page.getByRole("textbox", { name: "Title" }).fill("");
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter a title.");

  await page.getByRole("textbox", { name: "Title" }).fill("About the Quire team");
  await page
    .getByRole("textbox", { name: "Text (Markdown)" })
    .fill("We are **forty people** in Worcester.\n\n<script>alert(1)</script>");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview (not saved)" });
  await expect(preview.locator("strong")).toHaveText("forty people");
  await expect(preview).toContainText("<script>alert(1)</script>");
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "About the Quire team" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("We are forty people in Worcester.");
  await expect(page.getByRole("main")).toContainText("by Robin Castillo");
  await expect(page).toHaveTitle("About the Quire team | Quire");
});

test("a missing page says so in words that fit any page, with ways on", { tag: "@phone" }, async ({ page }) => {
  const response = await page.goto("/no-such/page-here");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Quire");
  await expect(page.getByRole("heading", { level: 1, name: "We can't find that page" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("/no-such/page-here");
  await expect(page.getByRole("main")).not.toContainText("product");
  await expect(page.getByRole("main").getByRole("link", { name: "Help centre" })).toBeVisible();
  await expectNoA11yViolations(page);
  const search = page.getByRole("search", { name: "Search the store" });
  await search.getByRole("searchbox", { name: "Search the store" }).fill("stapler");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?query=stapler/);
});

test("a shopper gives feedback from the footer and is thanked", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Give feedback" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Give feedback" })).toBeVisible();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("alert")).toContainText("Tell us what you think.");
  await page.getByRole("combobox", { name: "Topic" }).selectOption("Delivery");
  await page.getByRole("textbox", { name: "Your feedback" }).fill("The next-day delivery was great.");
  await page.getByRole("textbox", { name: "E-mail (optional)" }).fill("riley@example.com");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your feedback" })).toBeVisible();
  await expect(page).toHaveTitle("Thank you for your feedback | Quire");
  await expectNoA11yViolations(page);
});

test("the required-cookies modal opens from the footer and closes by keyboard", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Required cookies" });
  await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Required cookies" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("rowheader", { name: "quire_session" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "OK", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});
