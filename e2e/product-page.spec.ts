import { expectNoA11yViolations } from "./accessibility";
import { searchApi } from "./demo-products";
import { isPhone } from "./header-steps";
import { expect, test } from "./page-ready";

// A shopper looks closely at a product before buying (decision 038): they step through its drawn
// views with the keyboard and the thumbnails, zoom in and close the zoom with Escape, read the
// specifications table, and see how other shoppers rated it.

test("look through a product's pictures, zoom, read its specifications and its ratings", { tag: "@phone" }, async ({ page }) => {
  const [product] = await searchApi(page.request, "query=copy+paper&size=1");
  if (!product) throw new Error("the demo catalogue has no copy paper");
  await page.goto(product.itemUrl);

  const gallery = page.getByRole("region", { name: `Pictures of ${product.name}` });
  const zoom = gallery.getByRole("button", { name: /^Zoom in:/ });
  await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, front (view 1 of 4)`);

  if (isPhone(page)) {
    // a phone's short picture box has no thumbnails: the arrow keys (or a swipe) on the picture move along the views
    await zoom.focus();
    await page.keyboard.press("ArrowRight");
    await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, at an angle (view 2 of 4)`);
    await page.keyboard.press("ArrowRight");
    await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, in its pack (view 3 of 4)`);
  } else {
    // the thumbnails are buttons named by their place; a click shows that view
    await gallery.getByRole("button", { name: "View 2 of 4", exact: true }).click();
    await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, at an angle (view 2 of 4)`);
    await expect(gallery.getByRole("button", { name: "View 2 of 4", exact: true })).toHaveAttribute("aria-pressed", "true");

    // arrow keys move along the views, and the focus follows
    await page.keyboard.press("ArrowRight");
    await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, in its pack (view 3 of 4)`);
    await expect(gallery.getByRole("button", { name: "View 3 of 4", exact: true })).toBeFocused();
  }
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, front (view 1 of 4)`);

  // zoom opens a dialog; Escape closes it and the page is as it was
  await zoom.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Zoomed picture: Front" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Next view" }).click();
  await expect(page.getByRole("dialog", { name: "Zoomed picture: At an angle" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // the specifications table
  const specs = page.getByRole("table", { name: `Specifications of ${product.name}` });
  await expect(specs.getByRole("row", { name: /^Size/ })).toBeVisible();
  await expect(specs.getByRole("row", { name: /^Pack size/ })).toBeVisible();
  await expect(specs.getByRole("row", { name: /^Brand/ })).toBeVisible();

  // the 1-5 star histogram adds up to the review count shown
  const histogram = page.getByRole("table", { name: `How ${product.name} was rated, by number of stars` });
  await expect(histogram.getByRole("row")).toHaveCount(5);
  const rows = await histogram.getByRole("row").allInnerTexts();
  const counts = rows.map((text) => Number(/([\d,]+)\s*$/.exec(text.trim())?.[1]?.replace(/,/g, "")));
  const total = counts.reduce((a, b) => a + b, 0);
  await expect(page.getByText(`out of 5 from ${total.toLocaleString("en-US")} review`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to write a review" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the product last looked at is under the next one, in Recently Viewed", async ({ page }) => {
  const [first, second] = await searchApi(page.request, "query=stapler&size=2");
  if (!first || !second) throw new Error("the demo catalogue has fewer than two staplers");
  await page.goto(first.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  await page.goto(second.itemUrl);
  // read once the page is in the browser, below the fold
  const rail = page.getByRole("region", { name: "Recently Viewed" });
  await expect(rail.getByRole("link", { name: first.name }).first()).toBeVisible();
  await expect(rail.getByRole("link", { name: second.name })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("home shows what the shopper looked at, and what is trending, after the page", async ({ page }) => {
  const [viewed] = await searchApi(page.request, "query=binder&size=1");
  if (!viewed) throw new Error("the demo catalogue has no binder");
  await page.goto(viewed.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: viewed.name })).toBeVisible();
  // the product page remembers it once its own rail is asked for
  await expect(page.getByRole("region", { name: "Recently Viewed" })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shop by category" })).toBeVisible();
  const recent = page.getByRole("region", { name: "Recently Viewed" });
  await expect(recent.getByRole("link", { name: viewed.name }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: /^Trending/i })).toBeVisible();
  // a tile's Add works in a rail that came after the page
  await recent
    .getByRole("button", { name: /^Add to cart/ })
    .first()
    .click();
  const added = page.getByRole("dialog", { name: "Added to cart" });
  await expect(added.getByRole("status")).toHaveText("Added 1 to your cart.");
  await expect(added.getByText(viewed.name)).toBeVisible();
  await expectNoA11yViolations(page);
});
