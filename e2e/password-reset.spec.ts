import { expect, test, waitForHydration } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { createAccount, ownClientAddress } from "./checkout-steps";
import { accountButton, fillSignIn, signOut } from "./sign-in";

// A shopper who forgot their password: "Forgot password?" on the sign-in page, the link from the
// development outbox (/dev/mail), a new password, and signing in with it. The link works once.

test.use(ownClientAddress(50));

const NEW_PASSWORD = "Fresh-staples-77";

test("forgot password: the outbox's link sets a new password once, and the shopper signs in with it", async ({ page }) => {
  const email = await createAccount(page, "Rena", "Forgetful");
  await signOut(page, "Rena");

  await page.goto("/office/supplies/login");
  await waitForHydration(page);
  // the show-password toggle turns the field to text and back
  const password = page.getByRole("main").getByLabel("Password", { exact: true });
  const toggle = page.getByRole("main").getByRole("button", { name: "Show password" });
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("main").getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("main").getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveTitle("Forgot your password? | Quire");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account uses that e-mail, we've sent a link" })).toBeVisible();
  await expectNoA11yViolations(page);

  // an unknown e-mail gets the very same words
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill("nobody.at.all@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account uses that e-mail, we've sent a link" })).toBeVisible();

  await page.goto("/dev/mail");
  await expect(page.getByRole("heading", { level: 1, name: "Mail outbox" })).toBeVisible();
  const message = page.getByRole("article").filter({ hasText: email }).first();
  await expect(message.getByRole("heading", { name: "Reset your Quire password" })).toBeVisible();
  await expectNoA11yViolations(page);
  const link = (await message.getByRole("link", { name: "Open the link in this message" }).getAttribute("href")) ?? "";
  expect(link).toContain("/office/supplies/reset-password?token=");
  await message.getByRole("link", { name: "Open the link in this message" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();

  await page.getByRole("link", { name: "Sign in with your new password" }).click();
  const submit = await fillSignIn(page, email, NEW_PASSWORD);
  await submit.click();
  await expect(accountButton(page, "Rena")).toBeVisible();

  // the same link a second time is refused, with a way to get a new one
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This reset link has already been used.");
  await expect(page.getByRole("link", { name: "Get a new reset link" })).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
});
