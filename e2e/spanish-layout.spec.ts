import { expectNoA11yViolations } from "./accessibility";
import { expect, test } from "./page-ready";
import { expectNoEnglish } from "./spanish-steps";

// A Spanish-speaking shopper (decision 041) finds the store's frame in Spanish: the header, its
// menu drawer, the mini cart, the footer and its dialogs, and a missing page; "English" takes them
// back to the English store.

test("the header, menu, mini cart, footer and 404 page speak Spanish, and English is one link away", async ({ page }) => {
  await page.goto("/es");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // the header: the seeded top hat, search, sign in, the cart and the category row
  const header = page.getByRole("banner");
  await expect(header.getByText("Entrega gratis en 2 días hábiles")).toBeVisible();
  await expect(header.getByRole("link", { name: "English" })).toBeVisible();
  await expect(header.getByRole("link", { name: "En español" })).toHaveCount(0);
  await expect(header.getByRole("combobox", { name: "Buscar productos" })).toHaveAttribute(
    "placeholder",
    "Buscar papel, tinta, engrapadoras...",
  );
  const actions = header.getByRole("navigation", { name: "Cuenta, tiendas y carrito" });
  await expect(actions.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Carrito, 0 artículos" })).toBeVisible();
  await expect(
    header.getByRole("navigation", { name: "Comprar por categoría" }).getByRole("link", { name: "Papel" }),
  ).toBeVisible();
  await expect(
    header.getByRole("navigation", { name: "Enlaces rápidos" }).getByRole("link", { name: "Rastrear pedido" }),
  ).toBeVisible();

  // the footer: the seeded columns and legal line
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Servicio al cliente" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Aviso de privacidad" })).toBeVisible();
  await expect(footer.getByText("© 2026 Quire, Inc. Todos los derechos reservados.")).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // the mini cart of a guest with an empty cart
  await actions.getByRole("button", { name: "Carrito, 0 artículos" }).click();
  const miniCart = page.getByRole("dialog", { name: "Su carrito (0 artículos)" });
  await expect(miniCart.getByText("Su carrito está vacío.")).toBeVisible();
  await expect(miniCart.getByRole("link", { name: "Ver carrito" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  await miniCart.getByRole("button", { name: "Cerrar carrito" }).click();
  await expect(miniCart).toHaveCount(0);

  // the menu drawer: the whole category tree in Spanish
  await header.getByRole("button", { name: "Menú", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Menú" });
  await expect(menu).toBeVisible();
  const categories = menu.getByRole("navigation", { name: "Todas las categorías" });
  await categories.getByText("Papel", { exact: true }).click();
  await expect(categories.getByRole("link", { name: "Todo en Papel" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  await menu.getByRole("button", { name: "Cerrar menú" }).click();
  await expect(menu).toBeHidden();

  // the footer's dialogs: required cookies and the gift card balance check
  await footer.getByRole("link", { name: "Cookies necesarias" }).click();
  const cookies = page.getByRole("dialog", { name: "Cookies necesarias" });
  await expect(cookies.getByRole("columnheader", { name: "Para qué sirve" })).toBeVisible();
  await expect(cookies.getByText("Conserva su carrito entre visitas.")).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  await cookies.getByRole("button", { name: "Aceptar" }).click();
  await expect(cookies).toHaveCount(0);

  await footer.getByRole("link", { name: "Consultar el saldo de una tarjeta de regalo" }).click();
  const balance = page.getByRole("dialog", { name: "Consultar el saldo de una tarjeta de regalo" });
  await expect(balance.getByRole("textbox", { name: "Número de la tarjeta de regalo" })).toBeFocused();
  await expect(balance.getByRole("button", { name: "Consultar saldo" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(balance).toHaveCount(0);

  // a missing page: Spanish words and a Spanish title
  const missing = await page.goto("/es-no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle("Página no encontrada | Quire");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "No encontramos esa página" })).toBeVisible();
  await expect(main.getByRole("search", { name: "Buscar en la tienda" })).toBeVisible();
  await expect(
    main.getByRole("navigation", { name: "Por dónde seguir" }).getByRole("link", { name: "Página de inicio" }),
  ).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // "English" goes back to the English store
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: "En español" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});
