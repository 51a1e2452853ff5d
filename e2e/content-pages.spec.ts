import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";

// The store's content pages (decision 036) where the browser matters: feedback sent from
// the footer, and the footer's required-cookies modal worked by keyboard.

test.use(ownClientAddress(47));

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
