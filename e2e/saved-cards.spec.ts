import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { CARDS, cardFrame, futureExpiry, openAccount, ownClientAddress } from "./checkout-steps";

// A shopper's saved cards, from the account page: two cards added through the gateway's framed
// card form (the second with a nickname), the second made the default, the first removed after
// the page asks. The cards the page lists are the ones the checkout offers.

test.use(ownClientAddress(251));

const MASTERCARD = { number: "5555 5555 5555 4444", last4: "4444", brand: "Mastercard" };

test("a shopper adds two cards through the card frame, makes one the default and removes the other @phone", async ({ page }) => {
  const expiry = futureExpiry();
  await openAccount(page, "Rosa", "Ledger", "/account");
  const main = page.getByRole("main");
  await main
    .getByRole("navigation", { name: "Your account" })
    .getByRole("link", { name: /^Saved cards/ })
    .click();
  await expect(page).toHaveTitle("Saved cards | Quire");
  await expect(main.getByText("You have no saved cards yet.")).toBeVisible();

  const addCard = async (number: string, nickname: string) => {
    const frame = cardFrame(page);
    await expect(page.locator('iframe[title="Card details"]')).toHaveAttribute("style", /height: \d+px/);
    await frame.getByRole("textbox", { name: "Card number" }).fill(number);
    await frame.getByRole("textbox", { name: "Expiration date (MM/YY)" }).fill(expiry.typed);
    await frame.getByRole("textbox", { name: "Security code" }).fill("123");
    await frame.getByRole("button", { name: "Use this card" }).click();
    const form = main.getByRole("region", { name: "Add a card" });
    await expect(form.getByRole("status")).toContainText(`, expires ${expiry.shown}`);
    if (nickname) await form.getByRole("textbox", { name: /^Nickname/ }).fill(nickname);
    await form.getByRole("button", { name: "Save card" }).click();
    await expect(main.getByRole("status").filter({ hasText: "The card has been saved." })).toBeVisible();
  };

  // The first card: the frame is the checkout's own, and the first card saved is the default.
  await expect(cardFrame(page).getByRole("textbox", { name: "Card number" })).toBeVisible();
  await expectNoA11yViolations(page);
  await addCard(CARDS.visa.number, "");
  const cards = main.getByRole("list", { name: "Saved cards" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Visa ending in ${CARDS.visa.last4}`);
  await expect(cards.first()).toContainText(`Expiry ${expiry.shown}`);
  await expect(cards.first()).toContainText("Default");

  await addCard(MASTERCARD.number, "Travel");
  await expect(cards).toHaveCount(2);
  const mastercard = cards.filter({ hasText: `Mastercard ending in ${MASTERCARD.last4}` });
  await expect(mastercard).toContainText("(Travel)");
  await expect(mastercard).not.toContainText("Default");
  await expectNoA11yViolations(page);

  // Make default
  await mastercard.getByRole("button", { name: `Make default Mastercard ending in ${MASTERCARD.last4}` }).click();
  await expect(main.getByRole("status").filter({ hasText: "Your default card has been changed." })).toBeVisible();
  await expect(cards.first()).toContainText(`Mastercard ending in ${MASTERCARD.last4}`);
  await expect(cards.first()).toContainText("Default");
  await expect(cards.filter({ hasText: "Visa" })).not.toContainText("Default");

  // Remove asks first; Keep card changes nothing, Remove card removes it.
  const visa = cards.filter({ hasText: `Visa ending in ${CARDS.visa.last4}` });
  await visa.getByRole("link", { name: `Remove Visa ending in ${CARDS.visa.last4}` }).click();
  const question = visa.getByText(`Remove Visa ending in ${CARDS.visa.last4}?`);
  await expect(question).toBeFocused();
  await expectNoA11yViolations(page);
  await visa.getByRole("link", { name: "Keep card" }).click();
  await expect(cards).toHaveCount(2);
  await visa.getByRole("link", { name: `Remove Visa ending in ${CARDS.visa.last4}` }).click();
  await visa.getByRole("button", { name: "Remove card" }).click();
  await expect(main.getByRole("status").filter({ hasText: "The card has been removed." })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Mastercard ending in ${MASTERCARD.last4}`);

  // After a reload the page says the same: the cards are the account's.
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Default");
  await expectNoA11yViolations(page);
});
