import type { Locator, Page } from "@playwright/test";
import { ownClientAddress } from "./checkout-steps";
import { addableProducts } from "./demo-products";
import { expect, test, waitForHydration } from "./page-ready";

// Layout details a shopper sees: a rail of one recently viewed product keeps a tile's
// width, the cart's rails keep the page's margins, a line's delivery weighs less than the line, and
// on a phone the product's picture fills its box, whole.

test.use(ownClientAddress(177));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

test("a rail of one recently viewed product is not stretched", async ({ page }) => {
  const [first, second] = await addableProducts(page.request, "paper", 2);
  if (!first || !second) throw new Error("two addable papers in the demo store");
  await visit(page, first.itemUrl);
  await visit(page, second.itemUrl);
  const rail = page.getByRole("list", { name: "Recently Viewed" });
  await expect(rail.getByRole("listitem")).toHaveCount(1);
  const list = await box(rail);
  const tile = await box(rail.getByRole("listitem").first());
  expect(list.width).toBeGreaterThan(600);
  expect(tile.width).toBeLessThanOrEqual(260);
});

test("the cart's rails keep the page's margins, and a line's delivery is no heavy box", async ({ page }) => {
  const [product] = await addableProducts(page.request, "stapler", 1);
  if (!product) throw new Error("an addable stapler in the demo store");
  await visit(page, product.itemUrl);
  // the product's own Add to cart (its rails have theirs)
  await page.locator(".product-page__info .add-to-cart__button").click();
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();
  await visit(page, "/cart");
  await expect(page.getByRole("listitem", { name: product.name, exact: true })).toBeVisible();
  const heading = await box(page.getByRole("heading", { level: 1, name: /^Your cart/ }));
  const railHeading = page.locator(".rail h2").first();
  await railHeading.scrollIntoViewIfNeeded();
  expect(Math.abs((await box(railHeading)).x - heading.x)).toBeLessThanOrEqual(1);

  const delivery = page.locator(".line-delivery").first();
  await expect(delivery).toBeVisible();
  const style = await delivery.evaluate((e) => {
    const s = getComputedStyle(e);
    return { background: s.backgroundColor, left: s.borderLeftWidth, right: s.borderRightWidth, bottom: s.borderBottomWidth };
  });
  expect(style).toEqual({ background: "rgba(0, 0, 0, 0)", left: "0px", right: "0px", bottom: "0px" });
});

// the phone's layout at a phone's width of its own, so it runs once (a @phone tag would run the same
// width again in the phone project)
test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on a phone, a product's picture fills its box, whole", async ({ page }) => {
    const [product] = await addableProducts(page.request, "stapler", 1);
    if (!product) throw new Error("an addable stapler in the demo store");
    await visit(page, product.itemUrl);
    const media = await box(page.locator(".product-page__media"));
    const picture = await box(page.locator(".product-page__media .gallery__zoom img"));
    // whole: inside its box; filling it: at most the box's padding left around it
    expect(picture.x).toBeGreaterThanOrEqual(media.x);
    expect(picture.y).toBeGreaterThanOrEqual(media.y);
    expect(picture.x + picture.width).toBeLessThanOrEqual(media.x + media.width + 0.5);
    expect(picture.y + picture.height).toBeLessThanOrEqual(media.y + media.height + 0.5);
    expect(media.width - picture.width).toBeLessThanOrEqual(10);
    expect(media.height - picture.height).toBeLessThanOrEqual(10);
    // and Add to cart is still in the first screen
    await expect(page.locator(".product-page__info .add-to-cart__button")).toBeInViewport({ ratio: 1 });
  });
});
