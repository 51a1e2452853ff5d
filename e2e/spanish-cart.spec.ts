import { expectNoA11yViolations } from "./accessibility";
import { type ApiProduct, firstAddable, limitedProduct } from "./demo-products";
import { expect, test } from "./page-ready";
import { expectNoEnglish } from "./spanish-steps";
import { productAddButton } from "./product-steps";

// A shopper who reads Spanish (decision 041) fills a cart: the lines, the order summary,
// the spec's cart messages, saved for later and the coupon form all answer in Spanish; the
// products' names stay English (and say so), money stays "$25.00".

test("a Spanish-speaking shopper changes a cart, hits a limit, saves for later and tries a coupon", async ({ page }) => {
  const stapler = await firstAddable(page.request, "stapler");
  const limited = await limitedProduct(page.request);

  await page.goto("/es");
  await page.goto(stapler.itemUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await productAddButton(page, "es").click();
  const overlay = page.getByRole("dialog", { name: "Agregado al carrito" });
  await expect(overlay.getByText("Se agregó 1 artículo a su carrito.")).toBeVisible();
  await overlay.getByRole("button", { name: "Seguir comprando" }).click();
  await expect(overlay).toHaveCount(0);

  await page.goto(limited.itemUrl);
  await productAddButton(page, "es").click();
  await expect(overlay.getByText("Se agregó 1 artículo a su carrito.")).toBeVisible();
  await overlay.getByRole("link", { name: "Ver carrito" }).click();

  // the cart page: our words in Spanish, the products' names English and marked so
  await expect(page).toHaveTitle("Carrito | Quire");
  await expect(page.getByRole("heading", { level: 1, name: "Su carrito (2 artículos)" })).toBeVisible();
  const lines = page.getByRole("region", { name: "Artículos en su carrito" });
  const line = (p: ApiProduct) => lines.getByRole("listitem", { name: p.name, exact: true });
  await expect(line(stapler).getByRole("heading", { name: stapler.name })).toHaveAttribute("lang", "en");
  await expect(line(limited).getByText("Recién agregado")).toBeVisible();
  await expect(line(stapler).getByText(/^\$[\d,]+\.\d{2} c\/u$/)).toBeVisible();
  await expect(line(stapler).getByRole("button", { name: `Eliminar ${stapler.name}`, exact: true })).toBeVisible();
  const summary = page.getByRole("region", { name: "Resumen del pedido" });
  await expect(summary.getByRole("rowheader", { name: "Subtotal (2 artículos)" })).toBeVisible();
  await expect(summary.getByRole("rowheader", { name: "Total", exact: true })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Pagar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Seguir comprando" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // a new quantity
  const staplerQty = line(stapler).getByRole("textbox", { name: `Cantidad de ${stapler.name}`, exact: true });
  await staplerQty.fill("3");
  await staplerQty.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Su carrito (4 artículos)" })).toBeVisible();
  await expect(summary.getByRole("rowheader", { name: "Subtotal (4 artículos)" })).toBeVisible();

  // past the limit: the spec's message, in Spanish, and the cart asks for attention
  const limitedQty = line(limited).getByRole("textbox", { name: `Cantidad de ${limited.name}`, exact: true });
  await limitedQty.fill(String(limited.quantityLimit + 1));
  await limitedQty.press("Enter");
  await expect(line(limited)).toContainText(
    `Lo sentimos, este artículo se vende en cantidades limitadas. Puede pedir un máximo de ${limited.quantityLimit}.`,
  );
  await expect(limitedQty).toHaveValue(String(limited.quantityLimit));
  await expect(
    page.getByText("Hay artículos en su carrito que requieren atención. Revíselos antes de continuar con el pago."),
  ).toBeVisible();
  await expectNoEnglish(page);

  // saved for later, and back
  await line(stapler)
    .getByRole("button", { name: `Guardar para más tarde: ${stapler.name}`, exact: true })
    .click();
  const saved = page.getByRole("region", { name: "Guardado para más tarde (1)" });
  await expect(saved.getByRole("heading", { level: 2, name: "Guardado para más tarde (1)" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `${stapler.name} se guardó para más tarde.` })).toHaveCount(1);
  await expect(line(stapler)).toHaveCount(0);
  const tile = saved.getByRole("listitem", { name: stapler.name, exact: true });
  await expect(tile.getByText("Cant. 3")).toBeVisible();
  await expect(tile.getByRole("button", { name: `Eliminar ${stapler.name} de los artículos guardados` })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  await tile.getByRole("button", { name: `Mover 3 al carrito: ${stapler.name}`, exact: true }).click();
  await expect(line(stapler)).toBeVisible();
  await expect(page.getByRole("region", { name: /^Guardado para más tarde/ })).toHaveCount(0);

  // a coupon the cart does not know
  const coupon = page.getByRole("textbox", { name: "Código de cupón" });
  await coupon.fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Aplicar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Este código de cupón no es válido." })).toBeVisible();
  await expect(coupon).toHaveAttribute("aria-invalid", "true");
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
});
