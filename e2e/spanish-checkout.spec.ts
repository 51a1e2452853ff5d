import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import {
  CARDS,
  cents,
  futureExpiry,
  limitedStockProduct,
  money,
  type NewAddress,
  ownClientAddress,
  registerByApi,
  summaryRows,
  sumOfLines,
} from "./checkout-steps";
import { expect, test } from "./page-ready";
import { expectNoEnglish } from "./spanish-steps";
import { productAddButton } from "./product-steps";

// A shopper who reads Spanish (decision 041) checks out: the four steps, the address
// form's errors, the card, the review, Place order, the confirmation and the order's page all
// speak Spanish; the product's name stays English and says so; money stays "$25.00". The card
// number is typed in the gateway's own frame (its own origin, its words in Spanish from its own
// small dictionary, as the page asks with ?lang=es).

test.use(ownClientAddress(87));

const ADDRESS: NewAddress = {
  firstName: "Lucía",
  lastName: "Fernández",
  address1: "12 Elm St",
  address2: "Apt 3",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550123",
};

/** A step of the checkout by its Spanish title ("Entrega", "Dirección de envío", "Pago", "Revise su pedido"). */
function step(page: Page, title: string) {
  return page.getByRole("main").getByRole("region", { name: new RegExp(`^${title}\\b`) });
}

function summary(page: Page) {
  return page.getByRole("main").getByRole("region", { name: "Resumen del pedido", exact: true });
}

/** The whole page (header, footer and the step) in Spanish, and no accessibility violations. */
async function checkSpanish(page: Page) {
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
}

test("a Spanish-speaking shopper checks out with a card and finds the order", async ({ page }) => {
  const product = await limitedStockProduct(page.request, 4);
  const price = money(product.finalPriceCents);
  await registerByApi(page.request, ADDRESS.firstName, ADDRESS.lastName);
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // add the product from its page: the overlay answers in Spanish
  await page.goto(product.itemUrl);
  await page.getByRole("textbox", { name: "Cantidad" }).fill("1");
  await productAddButton(page, "es").click();
  await expect(page.getByRole("dialog", { name: "Agregado al carrito" }).getByText(/a su carrito\./)).toBeVisible();

  await page.goto("/checkout");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Pagar" })).toBeVisible();
  await expect(page).toHaveTitle("Pagar | Quire");
  await expect(summary(page).getByText("Complete cada paso para realizar su pedido.")).toBeVisible();
  await checkSpanish(page);

  // 1. Delivery
  const delivery = step(page, "Entrega");
  await delivery.getByRole("radio", { name: "Enviar a una dirección" }).check();
  await delivery.getByRole("button", { name: "Continuar" }).click();
  await expect(delivery.getByRole("link", { name: "Cambiar entrega" })).toBeVisible();
  await expect(delivery).toContainText("Enviar a una dirección");

  // 2. The address, sent empty once: the errors are Spanish and lead to their fields
  const address = step(page, "Dirección de envío");
  await address.getByRole("button", { name: "Enviar a esta dirección" }).click();
  const errors = address.getByRole("alert").filter({ hasText: "Hay un problema" });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole("link", { name: "Nombre: campo obligatorio" })).toBeVisible();
  await expect(errors.getByRole("link", { name: "Código postal: campo obligatorio" })).toBeVisible();
  await expect(address.getByRole("textbox", { name: "Ciudad" })).toHaveAccessibleDescription(/Ciudad: campo obligatorio/);
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  await address.getByRole("textbox", { name: "Nombre" }).fill(ADDRESS.firstName);
  await address.getByRole("textbox", { name: "Apellido" }).fill(ADDRESS.lastName);
  await address.getByRole("textbox", { name: "Dirección", exact: true }).fill(ADDRESS.address1);
  await address.getByRole("textbox", { name: "Apto., suite, etc. (opcional)" }).fill(ADDRESS.address2 ?? "");
  await address.getByRole("textbox", { name: "Ciudad" }).fill(ADDRESS.city);
  await address.getByRole("combobox", { name: "Estado" }).selectOption(ADDRESS.state);
  await address.getByRole("textbox", { name: "Código postal" }).fill(ADDRESS.zipCode);
  await address.getByRole("textbox", { name: "Número de teléfono" }).fill(ADDRESS.phone);
  await address.getByRole("button", { name: "Enviar a esta dirección" }).click();
  await expect(address.getByRole("link", { name: "Cambiar dirección de envío" })).toBeVisible();
  await expect(address).toContainText("Natick, MA 01760");

  // 3. Payment: the card goes into the gateway's frame, named in Spanish on our side
  const payment = step(page, "Pago");
  await expect(payment.getByRole("tablist", { name: "Forma de pago" }).getByRole("tab")).toHaveText([
    "Tarjeta de crédito",
    "Otras formas de pago",
    "Tarjetas de regalo y prepagadas",
  ]);
  const frameElement = page.locator('iframe[title="Datos de la tarjeta"]');
  await expect(frameElement).toHaveAttribute("style", /height: \d+px/);
  const frame = page.frameLocator('iframe[title="Datos de la tarjeta"]');
  await expect(frame.locator("html")).toHaveAttribute("data-ready", "true");
  await expect(frame.getByRole("button", { name: "Usar esta tarjeta" })).toBeVisible();
  await checkSpanish(page);
  // the gateway's card page speaks the page's language too, its own checks included
  await expect(frame.locator("html")).toHaveAttribute("lang", "es");
  await frame.getByRole("button", { name: "Usar esta tarjeta" }).click();
  await expect(frame.getByRole("alert")).toContainText("Verifique que los datos de su tarjeta de crédito sean correctos");
  await expect(frame.getByRole("textbox", { name: "Número de tarjeta" })).toHaveAccessibleDescription(
    /Ingrese el número de su tarjeta\./,
  );
  const expiry = futureExpiry();
  await frame.getByRole("textbox", { name: "Número de tarjeta" }).fill(CARDS.visa.number);
  await frame.getByRole("textbox", { name: "Fecha de vencimiento (MM/AA)" }).fill(expiry.typed);
  await frame.getByRole("textbox", { name: "Código de seguridad" }).fill("123");
  await frame.getByRole("button", { name: "Usar esta tarjeta" }).click();
  await expect(payment.getByRole("status").filter({ hasText: / que termina en \d{4}/ })).toContainText(
    `Visa que termina en 1111, vence ${expiry.shown}`,
  );
  await payment.getByRole("button", { name: "Usar este pago" }).click();
  await expect(payment.getByRole("link", { name: "Cambiar pago" })).toBeVisible();
  await expect(payment).toContainText("Visa que termina en 1111");
  await expect(payment).toContainText(`Vence ${expiry.shown}`);

  // 4. Review: the line (its name English, marked so), the totals adding up, money as "$25.00"
  const review = step(page, "Revise su pedido");
  const line = review.getByRole("list", { name: "Artículos de su pedido" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("link", { name: product.name, exact: true })).toBeVisible();
  await expect(line.locator("[lang=en]")).toContainText(product.name);
  await expect(line).toContainText(`Cant. 1 · ${price} c/u`);
  await expect(line).toContainText(`Total de la línea ${price}`);
  // "GRATIS" is "FREE": the amounts are the same notation as in English
  const rows = new Map(
    [...(await summaryRows(summary(page).getByRole("table")))].map(([label, amount]) => [
      label,
      amount === "GRATIS" ? "FREE" : amount,
    ]),
  );
  expect(rows.get("Subtotal (1 artículo)")).toBe(price);
  expect(rows.has("Envío")).toBe(true);
  expect(rows.has("Impuesto estimado")).toBe(true);
  const total = rows.get("Total del pedido") ?? "missing";
  expect(cents(total)).toBe(sumOfLines(rows, "Total del pedido"));
  await expect(summary(page).getByRole("term")).toHaveText(["Enviar a", "Pagar con"]);
  await expect(summary(page).getByRole("definition").last()).toHaveText("Visa que termina en 1111");
  await checkSpanish(page);

  // Place order: the confirmation
  await summary(page).getByRole("button", { name: "Realizar pedido" }).click();
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  const number = main.getByText(/^Número de pedido \d+$/);
  await expect(number).toBeVisible();
  const orderNumber = /(\d+)$/.exec(((await number.textContent()) ?? "").trim())?.[1] ?? "";
  await expect(main.getByRole("heading", { level: 1, name: "Gracias por su pedido" })).toBeVisible();
  await expect(page).toHaveTitle(`Pedido ${orderNumber} | Quire`);
  await expect(main.getByText("Le enviaremos un correo electrónico cuando se envíe su pedido.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Ver detalles del pedido" })).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Artículos" }).getByRole("link", { name: product.name, exact: true }),
  ).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Resumen del pedido" }).getByRole("row", { name: /^Total del pedido/ }),
  ).toContainText(total);
  await expect(main.getByRole("region", { name: "Pago" })).toContainText("Visa que termina en 1111");
  await checkSpanish(page);

  // The order history and the order's page
  await page.goto("/account/orders");
  await expect(main.getByRole("heading", { level: 1, name: "Sus pedidos" })).toBeVisible();
  await expect(main.getByText("1 pedido", { exact: true })).toBeVisible();
  const row = main
    .getByRole("table", { name: "Sus pedidos" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: orderNumber }) });
  await expect(row.getByRole("cell")).toHaveText([/^\d{1,2} de [a-z]+ de \d{4}$/, "Pedido realizado", "1", total]);
  await checkSpanish(page);

  await row.getByRole("link", { name: orderNumber }).click();
  await page.waitForURL((url) => url.pathname === `/account/orders/${orderNumber}`);
  await expect(main.getByRole("heading", { level: 1, name: `Pedido ${orderNumber}` })).toBeVisible();
  await expect(main.getByRole("definition").first()).toHaveText("Pedido realizado");
  const ordered = main.getByRole("region", { name: "Artículos" }).getByRole("listitem");
  await expect(ordered).toContainText(`Artículo ${product.itemId} · Cant. 1 · ${price} c/u`);
  await expect(ordered.getByRole("button", { name: "Volver a comprar" })).toBeVisible();
  const totals = await summaryRows(main.getByRole("region", { name: "Resumen del pedido" }).getByRole("table"));
  expect(totals.get("Total del pedido")).toBe(total);
  expect(totals.has("Impuesto")).toBe(true);
  const deliveryFacts = main.getByRole("region", { name: "Entrega" });
  await expect(deliveryFacts.getByText("Enviar a", { exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Pago" }).getByText("Visa que termina en 1111", { exact: true })).toBeVisible();
  await checkSpanish(page);
});
