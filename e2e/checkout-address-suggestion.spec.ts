import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  addressLines,
  checkoutFromCart,
  chooseShipping,
  openAccount,
  type NewAddress,
  step,
  ownClientAddress,
} from "./checkout-steps";
import { firstAddable } from "./demo-products";

test.use(ownClientAddress(14));

// Address validation (decision 022): a city its ZIP code does not match is answered with the ZIP
// code's city (address_validation_suggestion), focused; the shopper takes it, or keeps what they
// typed and the step says it was saved as entered (address_validation_confirmation). At the large
// width with the mouse, and on a phone with the keyboard alone.

const TYPED: NewAddress = {
  firstName: "Dana",
  lastName: "Okafor",
  address1: "48 Central St",
  city: "Framingam",
  state: "MA",
  zipCode: "01701",
  phone: "508-555-0142",
};

const PANEL = "We couldn't match that address";

async function toCheckout(page: Page, query: string) {
  const product = await firstAddable(page.request, query);
  await openAccount(page, TYPED.firstName, TYPED.lastName, product.itemUrl);
  await addAndViewCart(page, product, 1);
  await checkoutFromCart(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await chooseShipping(page);
}

/** Types the address into the Shipping address step and sends it (the ZIP code will not match the city). */
async function typeAddress(page: Page, address: NewAddress) {
  const section = step(page, "Shipping address");
  await section.getByRole("textbox", { name: "First name" }).fill(address.firstName);
  await section.getByRole("textbox", { name: "Last name" }).fill(address.lastName);
  await section.getByRole("textbox", { name: "Street address" }).fill(address.address1);
  await section.getByRole("textbox", { name: "City" }).fill(address.city);
  await section.getByRole("combobox", { name: "State" }).selectOption(address.state);
  await section.getByRole("textbox", { name: "Zip code" }).fill(address.zipCode);
  await section.getByRole("textbox", { name: "Phone number" }).fill(address.phone);
  await section.getByRole("button", { name: "Ship to this address" }).click();
}

async function expectSuggestion(page: Page, typedCity: string) {
  const section = step(page, "Shipping address");
  const panel = section.getByRole("region", { name: PANEL });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { level: 3, name: PANEL })).toBeFocused();
  await expect(panel).toContainText("We couldn't match the city and state to ZIP code 01701. Did you mean Framingham, MA?");
  await expect(panel.getByText(`${typedCity}, MA 01701`, { exact: true })).toBeVisible();
  await expect(panel.getByText("Framingham, MA 01701", { exact: true })).toBeVisible();
  // Nothing saved yet: the step is still open, with what was typed.
  await expect(section.getByRole("link", { name: "Change shipping address" })).toHaveCount(0);
  await expect(section.getByRole("textbox", { name: "City" })).toHaveValue(typedCity);
  return panel;
}

test("a misspelt city: the ZIP code's city is suggested, and taken", async ({ page }) => {
  await toCheckout(page, "pens");
  await typeAddress(page, TYPED);
  const panel = await expectSuggestion(page, TYPED.city);
  await expectNoA11yViolations(page);

  await panel.getByRole("button", { name: "Use suggested address" }).click();
  const section = step(page, "Shipping address");
  await expect(section.getByRole("link", { name: "Change shipping address" })).toBeVisible();
  for (const line of addressLines({ ...TYPED, city: "Framingham" })) await expect(section).toContainText(line);
  await expect(section).toContainText("(508) 555-0142");
  await expect(section.getByRole("status")).toHaveCount(0);
  await expect(step(page, "Payment").getByRole("tab", { name: "Credit Card" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("another town of the ZIP code's state: kept as entered, with the keyboard alone (xs)", async ({ page }) => {
    await toCheckout(page, "paper");
    await typeAddress(page, { ...TYPED, city: "Saxonville" });
    await expectSuggestion(page, "Saxonville");
    await expectNoA11yViolations(page);

    // From the focused heading: Tab to the suggestion, Tab to keeping the address, Enter.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Use suggested address" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Keep the address I entered" })).toBeFocused();
    await page.keyboard.press("Enter");

    const section = step(page, "Shipping address");
    await expect(section.getByRole("link", { name: "Change shipping address" })).toBeVisible();
    for (const line of addressLines({ ...TYPED, city: "Saxonville" })) await expect(section).toContainText(line);
    await expect(section.getByRole("status")).toHaveText("We saved your address as you entered it.");
    await expectNoA11yViolations(page);
  });
});
