import { expectNoA11yViolations } from "./accessibility";
import { expect, test } from "./page-ready";
import { stockedHereAndNearby } from "./pickup-steps";

// Pickup on the product page (decision 031): my store (Natick, the default) with the item's shelf
// stock, the store chooser listing the stores near it with their stock, "Pick up here" making
// another store my store, and "Add for pickup" putting a pickup line in the cart.

test("a shopper changes the pickup store on a product page and adds the item for pickup", async ({ page }) => {
  const { product, natickQty, other } = await stockedHereAndNearby(page.request, page.context());
  const otherCity = other.store.address.city;
  await page.goto(product.itemUrl);

  const natick = page.getByRole("region", { name: "Pick up today at Natick" });
  await expect(natick).toBeVisible();
  await expect(natick.getByText(`${natickQty} in stock`)).toBeVisible();
  await expect(natick.getByText(/^Pick up (in 30 minutes|in 1 hour|today by .+|tomorrow|\w+day)$/)).toBeVisible();

  // the pickup-today drawer: the store, its hours, how pickup works
  await natick.getByRole("link", { name: "Pickup details" }).click();
  const details = page.getByRole("dialog", { name: "Pick up today at Natick" });
  await expect(details).toBeVisible();
  await expect(details.getByRole("heading", { name: "How pickup works" })).toBeVisible();
  await expect(details.getByText("1400 Worcester St", { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);

  // the store chooser: the stores near Natick with this item's stock
  await page.getByRole("link", { name: "Change store" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose a store for pickup" });
  await expect(chooser).toBeVisible();
  const otherStore = chooser.getByRole("listitem", { name: other.store.name });
  await expect(otherStore.getByText(`${other.item.stockQty} in stock`)).toBeVisible();
  await expect(chooser.getByRole("listitem", { name: "Quire Natick" }).getByText("(my store)")).toBeVisible();
  await expectNoA11yViolations(page);
  await otherStore.getByRole("button", { name: `Pick up here at ${other.store.name}` }).click();

  // my store is now the other one, on this page and after a reload
  const mine = page.getByRole("region", { name: `Pick up today at ${otherCity}` });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(`${other.item.stockQty} in stock`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expect(mine).toBeVisible();

  // Add for pickup: the cart line is picked up at that store
  await mine.getByRole("button", { name: "Add for pickup" }).click();
  await page.waitForURL((url) => url.pathname === "/cart");
  await expect(page.getByRole("link", { name: product.name }).first()).toBeVisible();
  const cart = await (await page.request.get("/cc/api/checkout")).json();
  const line = (
    cart.data.cartInfo.items as { itemId: string; selectedDeliveryOption: { deliveryType: string; pickupStoreNumber: string } }[]
  ).find((l) => l.itemId === product.itemId);
  expect(line?.selectedDeliveryOption).toMatchObject({ deliveryType: "ISP", pickupStoreNumber: other.store.storeNumber });
  await expectNoA11yViolations(page);
});

test("search tiles show each item's stock at my store", async ({ page }) => {
  const { product, natickQty } = await stockedHereAndNearby(page.request, page.context());
  await page.goto(`/search?query=${encodeURIComponent(product.name)}`);
  const tile = page.getByRole("article", { name: product.name }).first();
  await expect(tile.getByText(`Pick up today at Natick · ${natickQty} in stock`)).toBeVisible();
  await expectNoA11yViolations(page);
});
