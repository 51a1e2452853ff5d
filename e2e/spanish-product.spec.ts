import { expectNoA11yViolations } from "./accessibility";
import { firstAddable } from "./demo-products";
import { expect, test } from "./page-ready";
import { expectNoEnglish } from "./spanish-steps";

// A shopper who reads Spanish (decision 041) looks at a product and buys it: the buy box,
// the pictures, the specifications and the reviews are in Spanish, the product's own data stays
// English (and says so), and the add-to-cart overlay answers in Spanish.

test("a Spanish-speaking shopper reads a product page and adds it to the cart", async ({ page }) => {
  // the first copy paper a shopper can add: in stock, no per-order limit
  const product = await firstAddable(page.request, "copy paper");
  await page.goto("/es");
  await page.goto(product.itemUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // the product's name is data: English, and marked so
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Inicio" })).toBeVisible();

  // the buy box
  await expect(page.getByText(/^Artículo \d+/)).toBeVisible();
  await expect(page.getByText("Disponible", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Recíbalo el \S+ con entrega estándar$/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Cantidad" })).toHaveValue("1");
  // the buy box's button (the rails' tiles below have their own)
  const add = page
    .locator("form")
    .filter({ has: page.getByRole("textbox", { name: "Cantidad" }) })
    .getByRole("button", { name: "Agregar al carrito" });
  await expect(add).toBeEnabled();
  await expect(page.getByRole("link", { name: `Agregar a la lista: ${product.name}` })).toBeVisible();

  // the pictures
  const gallery = page.getByRole("region", { name: `Imágenes de ${product.name}` });
  const zoom = gallery.getByRole("button", { name: /^Ampliar:/ });
  await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, frente (vista 1 de 4)`);
  await gallery.getByRole("button", { name: "Vista 2 de 4", exact: true }).click();
  await expect(zoom.getByRole("img")).toHaveAccessibleName(`${product.name}, en ángulo (vista 2 de 4)`);
  await zoom.click();
  const dialog = page.getByRole("dialog", { name: "Imagen ampliada: En ángulo" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Vista siguiente" })).toBeVisible();
  await expectNoEnglish(page);
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // the specifications: our labels in Spanish, the values are the catalogue's
  await expect(page.getByRole("heading", { name: "Especificaciones" })).toBeVisible();
  const specs = page.getByRole("table", { name: `Especificaciones de ${product.name}` });
  await expect(specs.getByRole("rowheader", { name: "Tamaño del paquete" })).toBeVisible();
  await expect(specs.getByRole("rowheader", { name: "Marca" })).toBeVisible();
  await expect(specs.getByRole("rowheader", { name: "Peso", exact: true })).toBeVisible();

  // the reviews
  await expect(page.getByRole("heading", { name: "Reseñas de clientes" })).toBeVisible();
  await expect(page.getByText(/de 5 según [\d,]+ reseñas?/)).toBeVisible();
  const histogram = page.getByRole("table", { name: `Cómo se calificó ${product.name} según el número de estrellas` });
  await expect(histogram.getByRole("row")).toHaveCount(5);
  await expect(histogram.getByRole("rowheader", { name: "5 estrellas" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Inicie sesión para escribir una reseña" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ordenar reseñas" }).getByRole("link", { name: "Más útiles" })).toBeVisible();
  await expect(page.locator(".review__body").first()).toHaveAttribute("lang", "en");

  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // add it to the cart: the overlay answers in Spanish
  await page.getByRole("textbox", { name: "Cantidad" }).fill("2");
  await add.click();
  const overlay = page.getByRole("dialog", { name: "Agregado al carrito" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText("Se agregaron 2 artículos a su carrito.")).toBeVisible();
  await expect(overlay.getByText(/^Cant\. 2/)).toBeVisible();
  await expect(overlay.getByRole("link", { name: "Ver carrito" })).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Seguir comprando" })).toBeVisible();
  await expect(overlay.getByRole("heading", { name: "Los clientes también compraron" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  await overlay.getByRole("button", { name: "Seguir comprando" }).click();
  await expect(overlay).toHaveCount(0);
  await expect(add).toBeFocused();
});
