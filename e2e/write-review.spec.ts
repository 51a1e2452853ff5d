import type { APIRequestContext } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// A shopper who bought an item tells others what they thought of it (decision 038): the review is
// shown at once and counted in the histogram. An item they did not buy says why they cannot.

test.use(ownClientAddress(54));

const BUYER = { email: "rewards.elite@quire.test", firstName: "Casey" };

/** Through the shopper's own session: an item of their orders they can still review, and one they never bought. */
async function itemsOf(request: APIRequestContext): Promise<{ bought: string; notBought: string }> {
  const list = await (await request.get("/cc/api/orders?pageSize=20")).json();
  const ids = new Set<string>();
  let bought: string | null = null;
  for (const order of list.data.orders as { orderNumber: string }[]) {
    const detail = await (await request.get(`/cc/api/orders/${order.orderNumber}`)).json();
    for (const line of detail.data.order.lines as { itemId: string; itemUrl: string | null }[]) {
      ids.add(line.itemId);
      if (bought || !line.itemUrl) continue;
      const reviews = await (await request.get(`/api/products/${line.itemId}/reviews`)).json();
      if (reviews.eligibility === "CAN_WRITE") bought = line.itemUrl;
    }
  }
  const search = await (await request.get("/api/search?category=furniture&size=24")).json();
  const other = (search.items as { itemId: string; itemUrl: string }[]).find((p) => !ids.has(p.itemId));
  if (!bought || !other) throw new Error("the demo buyer has no item left to review, or bought every chair");
  return { bought, notBought: other.itemUrl };
}

test("a shopper who bought an item writes a review and sees it; an item they did not buy says why not", async ({ page }) => {
  await signInOnLoginPage(page, BUYER.email, BUYER.firstName);
  const { bought, notBought } = await itemsOf(page.request);

  await page.goto(notBought);
  await expect(page.getByText("You can review items you've bought")).toBeVisible();
  await expect(page.getByText("Write a review", { exact: true })).toHaveCount(0);

  await page.goto(bought);
  const reviews = page.getByRole("region", { name: "Customer reviews" });
  const fiveStarRow = reviews.getByRole("row", { name: /^5 stars/ });
  const fiveBefore = Number((await fiveStarRow.innerText()).trim().split(/\s+/).pop()?.replace(/,/g, ""));
  await reviews.getByText("Write a review", { exact: true }).click();
  const form = reviews.getByRole("form", { name: /^Write a review of / });

  // a review that is too short is refused with the reason, and nothing is shown
  await form.getByRole("radio", { name: "5 stars" }).check();
  await form.getByRole("textbox", { name: "Title" }).fill("Just right");
  await form.getByRole("textbox", { name: "Your review" }).fill("Good");
  await form.getByRole("textbox", { name: "Your review" }).evaluate((el) => el.removeAttribute("minlength"));
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByRole("alert")).toHaveText("Write at least 10 characters about the item.");
  await expectNoA11yViolations(page);

  await form.getByRole("textbox", { name: "Your review" }).fill("Just right for the office: sturdy and arrived the next day.");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your review is shown below." })).toBeVisible();
  const mine = reviews.getByRole("article", { name: "Just right" });
  await expect(mine).toContainText("Casey O.");
  await expect(mine).toContainText("Just right for the office: sturdy and arrived the next day.");
  await expect(fiveStarRow).toContainText((fiveBefore + 1).toLocaleString("en-US"));
  await expectNoA11yViolations(page);

  // one review per item: the form is not offered again
  await page.goto(bought);
  await expect(reviews.getByText("You have reviewed this item. Thank you!")).toBeVisible();
});
