import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { NEW_ACCOUNT_PASSWORD, createAccount, ownClientAddress } from "./checkout-steps";
import { accountButton } from "./sign-in";

// The account area of a new shopper: the profile changed, an address added (a bad ZIP code refused
// first, then fixed), and the password changed, at desktop and phone widths.

test.use(ownClientAddress(52));

test("a shopper edits the profile, adds an address after a bad ZIP code, and changes the password", async ({ page }) => {
  await createAccount(page, "Dana", "Ledger");
  await page.goto("/account");
  await expect(page).toHaveTitle("Your account | Quire");
  const main = page.getByRole("main");
  const nav = main.getByRole("navigation", { name: "Your account" });
  for (const name of [/^Orders/, /^Addresses/, /^Password/, /^Lists/, /^Rewards/]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await main.getByRole("textbox", { name: "First name" }).fill("Sam");
  await main.getByRole("textbox", { name: /^Phone number/ }).fill("617-555-01");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(main.getByRole("textbox", { name: /^Phone number/ })).toHaveAccessibleDescription(
    /Enter a 10-digit US phone number/,
  );
  await main.getByRole("textbox", { name: /^Phone number/ }).fill("617-555-0100");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();
  await expect(main.getByRole("textbox", { name: /^Phone number/ })).toHaveValue("(617) 555-0100");
  await expect(accountButton(page, "Sam")).toBeVisible();

  await nav.getByRole("link", { name: /^Addresses/ }).click();
  await expect(page).toHaveTitle("Your addresses | Quire");
  await expect(main.getByText("You have no saved addresses yet.")).toBeVisible();
  const form = main.getByRole("region", { name: "Add an address" });
  await form.getByRole("textbox", { name: "First name" }).fill("Sam");
  await form.getByRole("textbox", { name: "Last name" }).fill("Ledger");
  await form.getByRole("textbox", { name: "Street address" }).fill("1 Main St");
  await form.getByRole("textbox", { name: "City" }).fill("Framingham");
  await form.getByRole("combobox", { name: "State" }).selectOption("MA");
  await form.getByRole("textbox", { name: "Zip code" }).fill("0170");
  await form.getByRole("textbox", { name: "Phone number" }).fill("(617) 555-0100");
  await form.getByRole("button", { name: "Add address" }).click();
  await expect(main.getByRole("textbox", { name: "Zip code" })).toHaveAccessibleDescription("Invalid zip code");
  await expect(main.getByRole("textbox", { name: "Street address" })).toHaveValue("1 Main St");
  await expectNoA11yViolations(page);
  await main.getByRole("textbox", { name: "Zip code" }).fill("01701");
  await main.getByRole("button", { name: "Add address" }).click();
  await expect(main.getByRole("status").filter({ hasText: "The address has been added." })).toBeVisible();
  const saved = main.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText("Framingham, MA 01701");
  await expect(saved.first()).toContainText("Default address");
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "Your account" }).click();
  await main
    .getByRole("navigation", { name: "Your account" })
    .getByRole("link", { name: /^Password/ })
    .click();
  await expect(page).toHaveTitle("Change your password | Quire");
  await main.getByLabel("Current password", { exact: true }).fill("not-my-password-1");
  await main.getByLabel("New password", { exact: true }).fill("Ledger-lines-2026");
  await main.getByLabel("Confirm new password", { exact: true }).fill("Ledger-lines-2026");
  await main.getByRole("button", { name: "Change password" }).click();
  await expect(main.getByLabel("Current password", { exact: true })).toHaveAccessibleDescription(
    "The current password you entered is incorrect.",
  );
  await main.getByLabel("Current password", { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await main.getByLabel("New password", { exact: true }).fill("Ledger-lines-2026");
  await main.getByLabel("Confirm new password", { exact: true }).fill("Ledger-lines-2026");
  await expectNoA11yViolations(page);
  await main.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveTitle("Your account | Quire");
  await expect(main.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  // still signed in here
  await expect(accountButton(page, "Sam")).toBeVisible();
});
