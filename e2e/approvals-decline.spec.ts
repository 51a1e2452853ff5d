import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// The Northwind approver declines an order (decision 040): Decline asks first, in view and with
// the focus at the phone width too, with a reason the buyer sees; Keep order changes nothing.

test.use(ownClientAddress(62));

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

test("an approver declines an order with a reason, after confirming", async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", origin);
  await page.goto(`${origin}/approvals`);
  await expect(page.getByRole("heading", { level: 1, name: "Order approvals" })).toBeVisible();
  await waitForHydration(page);

  const orders = page.getByRole("list", { name: "Orders waiting for your approval" }).getByRole("listitem");
  const first = orders.first();
  const orderNumber = /Order (\S+)/.exec((await first.getByRole("heading", { level: 2 }).textContent()) ?? "")?.[1] ?? "";
  expect(orderNumber).not.toBe("");
  // what the order is: its page is one link away
  const details = first.getByRole("link", { name: `View order ${orderNumber} details` });
  await expect(details).toBeVisible();
  // it reads "View order details": a space between the words the order number sits between
  const gap = await details.evaluate((link) => {
    const texts = [...link.querySelectorAll("*")].flatMap((e) => [...e.childNodes]).filter((n) => n.nodeType === 3);
    // where a word of a text node is drawn, without the spaces around it
    const wordRect = (word: string) => {
      const node = texts.find((n) => (n.textContent ?? "").includes(word))!;
      const at = (node.textContent ?? "").indexOf(word);
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      return range.getBoundingClientRect();
    };
    return wordRect("details").left - wordRect("order").right;
  });
  expect(gap).toBeGreaterThan(2);
  await expectNoA11yViolations(page);

  // Keep order: nothing is decided
  await first.getByRole("button", { name: `Decline order ${orderNumber}` }).click();
  const confirm = page.getByRole("group", { name: `Decline order ${orderNumber}?` });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await confirm.getByRole("link", { name: `Keep order ${orderNumber}` }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: `Order ${orderNumber}` })).toBeFocused();

  // Decline, confirmed with a reason
  await first.getByRole("button", { name: `Decline order ${orderNumber}` }).click();
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expectNoA11yViolations(page);
  await confirm.getByRole("textbox", { name: "Reason for declining (optional)" }).fill("Over this month's budget");
  await confirm.getByRole("button", { name: `Decline order ${orderNumber}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Order ${orderNumber} declined.` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Order ${orderNumber}` })).toHaveCount(0);
});
