import { expectNoA11yViolations } from "./accessibility";
import { headerRows, isPhone, menuButton } from "./header-steps";
import { ownClientAddress } from "./checkout-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { signInByApi } from "./sign-in";

// Chat with customer service (decision 074): a shopper opens chat from the header, writes; the
// customer service rep sees the conversation waiting on their page and answers; the shopper's
// open chat shows the answer without a reload. By keyboard: the message field has the focus when
// chat opens, Enter sends, Escape closes and gives the focus back to "Chat" (on a phone, where
// "Chat" is in the menu, to the menu's button).

const client = ownClientAddress(174);
test.use(client);

test("a shopper writes in chat, a customer service rep answers, the shopper sees the answer @phone", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByApi(page, "registered@quire.test", "Riley");
  const rows = await headerRows(page);
  const chat = (isPhone(page) ? rows : page.getByRole("banner")).getByRole("link", { name: "Chat", exact: true });
  await chat.click();
  const panel = page.getByRole("dialog", { name: "Chat with us" });
  const field = panel.getByRole("textbox", { name: "Your message" });
  await expect(field).toBeFocused();
  await expectNoA11yViolations(page);

  // a unique mark in letters: a long number could read as a card number, which chat refuses
  const mark = Date.now().toString(36);
  const question = `Can I get toner by Friday? (${mark})`;
  await field.fill(question);
  await field.press("Enter");
  await expect(panel.getByRole("log").getByText(question)).toBeVisible();
  await expect(field).toHaveValue("");

  const rep = await browser.newContext({ baseURL, ...client });
  const repPage = await rep.newPage();
  await signInByApi(repPage, "csr@quire.test", "Sam");
  await repPage.goto("/csr/chat");
  await waitForHydration(repPage);
  const conversations = repPage.getByRole("navigation", { name: "Conversations" });
  await conversations.getByRole("link").filter({ hasText: question }).click();
  await expect(repPage.getByRole("heading", { level: 2, name: "Chat with Riley Morgan" })).toBeVisible();
  await expectNoA11yViolations(repPage);
  // marked too: both widths may talk with the same rep in one store
  const answer = `Yes: order by 3 pm Wednesday and it arrives Friday. (${mark})`;
  await repPage.getByRole("textbox", { name: "Your answer" }).fill(answer);
  await repPage.getByRole("button", { name: "Send answer" }).click();
  await expect(repPage.locator(".csr-chat__messages").getByText(answer)).toBeVisible();
  await rep.close();

  // the open chat asks every few seconds
  const answered = panel.getByRole("log").locator(".chat-message--rep").filter({ hasText: answer });
  await expect(answered).toBeVisible({ timeout: 15_000 });
  await expect(answered).toContainText("Sam, customer service");
  await field.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(isPhone(page) ? menuButton(page) : chat).toBeFocused();
});
