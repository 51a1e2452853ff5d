import { expectNoA11yViolations } from "./accessibility";
import { firstAddable } from "./demo-products";
import { expect, test } from "./page-ready";

// A shopper adds what the store recommends from the product page's and the cart page's rails, as
// from the home page's (decision 075): each tile's Add goes through the add-to-cart flow once the
// page has hydrated, and the overlay says what was added.

test("add to cart from the product page's rail and from the cart page's rail", async ({ page }) => {
  const product = await firstAddable(page.request, "stapler");
  await page.goto(product.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  const productRail = page.getByRole("region", { name: "Customers also bought" });
  const firstTile = productRail.getByRole("article").first();
  const firstName = (await firstTile.getByRole("heading").innerText()).trim();
  await firstTile.getByRole("button", { name: /^Add to cart/ }).click();
  const added = page.getByRole("dialog", { name: "Added to cart" });
  await expect(added.getByRole("status")).toHaveText("Added 1 to your cart.");
  await expect(added.getByText(firstName)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(added).toHaveCount(0);

  await page.goto("/cart");
  const cartRail = page.getByRole("region", { name: "Customers also bought" });
  const tile = cartRail.getByRole("article").first();
  const name = (await tile.getByRole("heading").innerText()).trim();
  await tile.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Added to cart" }).getByText(name)).toBeVisible();
});

test("a failed read of home's rails leaves the page, shows the empty-list message and is reported", async ({ page }) => {
  await page.route("**/rails/home**", (route) => route.fulfill({ status: 503, body: "down" }));
  const reported = page.waitForRequest((request) => request.url().endsWith("/cc/api/log") && request.method() === "POST");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shop by category" })).toBeVisible();
  const trending = page.getByRole("region", { name: /^Trending/i });
  await expect(trending.getByText("No recommendations right now.")).toBeVisible();
  const report = (await reported).postDataJSON() as { msg: string; info: string };
  expect(report.msg).toBe("ATC_SPARX_NO_RESPONSE");
  expect(JSON.parse(report.info)).toEqual({ call: "/rails/home" });
});
