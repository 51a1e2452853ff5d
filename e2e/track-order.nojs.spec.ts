import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";

// Without JavaScript: forgot password and track order are plain forms that answer with a page.

test.use(ownClientAddress(53));

test("without JavaScript, a reset link is asked for and a wrong order look-up is answered", async ({ page }) => {
  await page.goto("/office/supplies/login");
  await expect(page.getByRole("main").getByRole("button", { name: "Show password" })).toHaveCount(0);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill("someone@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account uses that e-mail, we've sent a link")).toBeVisible();

  await page.goto("/orders/track");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Order number" }).fill("12");
  await main.getByRole("textbox", { name: "Email used for the order" }).fill("someone@example.com");
  await main.getByRole("button", { name: "Track order" }).click();
  await expect(main.getByRole("textbox", { name: "Order number" })).toHaveAccessibleDescription(
    /Order numbers are 6 to 12 digits/,
  );
  await main.getByRole("textbox", { name: "Order number" }).fill("1000000001");
  await main.getByRole("button", { name: "Track order" }).click();
  await expect(main.getByText("We couldn't find an order with that number and e-mail")).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
});
