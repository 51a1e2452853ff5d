import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";
import { expectNoEnglish } from "./spanish-steps";

// A Spanish-speaking shopper (decision 041) signs in (an empty form first: the errors in
// Spanish), reads the account page, the addresses (an address without its city refused) and the
// change-password form's errors, tracks an order that does not exist, searches the help centre and
// finds stores near 01760: every word of ours in Spanish, the help pages' English marked so.

test.use(ownClientAddress(71));

const EMAIL = "registered@quire.test";

test("the Spanish sign-in page, account area, order tracking, help search and store locator", async ({ page }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const main = page.getByRole("main");

  // the sign-in page: an empty form is refused in Spanish
  await page.goto("/office/supplies/login");
  await expect(page).toHaveTitle("Iniciar sesión | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
  await expect(main.getByRole("link", { name: "¿Olvidó su contraseña?" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Crear una cuenta" })).toBeVisible();
  await main.getByRole("button", { name: "Iniciar sesión" }).click();
  const email = main.getByRole("textbox", { name: "Correo electrónico" });
  await expect(email).toHaveAccessibleDescription(/Ingrese su dirección de correo electrónico\./);
  await expect(main.getByText("Hay un problema")).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  await email.fill(EMAIL);
  await main.getByLabel("Contraseña", { exact: true }).fill("Quire-demo-1");
  await main.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  // the account page
  await page.goto("/account");
  await expect(page).toHaveTitle("Su cuenta | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Su cuenta" })).toBeVisible();
  const nav = main.getByRole("navigation", { name: "Su cuenta" });
  for (const name of [/^Pedidos/, /^Direcciones/, /^Contraseña/, /^Listas/]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  await expect(main.getByRole("heading", { level: 2, name: "Perfil" })).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("Riley");
  await expect(main.getByRole("button", { name: "Guardar perfil" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // the addresses: an address without its city is refused, in Spanish
  await nav.getByRole("link", { name: /^Direcciones/ }).click();
  await expect(page).toHaveTitle("Sus direcciones | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Sus direcciones" })).toBeVisible();
  const form = main.getByRole("region", { name: "Agregar una dirección" });
  await form.getByRole("textbox", { name: "Nombre", exact: true }).fill("Riley");
  await form.getByRole("textbox", { name: "Apellido" }).fill("Demo");
  await form.getByRole("textbox", { name: "Dirección", exact: true }).fill("1 Main St");
  await form.getByRole("combobox", { name: "Estado" }).selectOption("MA");
  await form.getByRole("textbox", { name: "Código postal" }).fill("01701");
  await form.getByRole("textbox", { name: "Número de teléfono" }).fill("(617) 555-0100");
  await form.getByRole("button", { name: "Agregar dirección" }).click();
  await expect(main.getByRole("textbox", { name: "Ciudad" })).toHaveAccessibleDescription("Ciudad: este campo es obligatorio");
  await expect(main.getByRole("textbox", { name: "Dirección", exact: true })).toHaveValue("1 Main St");
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // the change-password form's errors
  await main.getByRole("link", { name: "Su cuenta" }).click();
  await nav.getByRole("link", { name: /^Contraseña/ }).click();
  await expect(page).toHaveTitle("Cambiar su contraseña | Quire");
  await expect(main.getByText("Para registered@quire.test")).toBeVisible();
  await main.getByLabel("Contraseña nueva", { exact: true }).fill("short");
  await main.getByLabel("Confirmar contraseña nueva", { exact: true }).fill("other");
  await main.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(main.getByLabel("Contraseña actual", { exact: true })).toHaveAccessibleDescription(
    "Ingrese su contraseña actual.",
  );
  await expect(main.getByLabel("Contraseña nueva", { exact: true })).toHaveAccessibleDescription(
    /La contraseña debe tener de 8 a 128 caracteres e incluir una letra y un dígito\./,
  );
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // an order that does not exist
  await page.goto("/orders/track");
  await expect(page).toHaveTitle("Rastrear un pedido | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Rastrear un pedido" })).toBeVisible();
  await main.getByRole("textbox", { name: "Número de pedido" }).fill("7000000009");
  await main.getByRole("textbox", { name: "Correo electrónico usado para el pedido" }).fill(EMAIL);
  await main.getByRole("button", { name: "Rastrear pedido" }).click();
  await expect(
    main.getByRole("alert").filter({ hasText: "No pudimos encontrar un pedido con ese número y correo electrónico" }),
  ).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // the help centre in Spanish, and its search in the shopper's language
  await page.goto("/help");
  await expect(main.locator("#content-page-title")).toHaveAttribute("lang", "es");
  const helpSearch = main.getByRole("search", { name: "Páginas de ayuda" });
  await helpSearch.getByRole("searchbox", { name: "Buscar en la ayuda" }).fill("devoluciones");
  await helpSearch.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/help\?q=devoluciones/);
  await expect(page).toHaveTitle(/^"devoluciones" en Ayuda \| /);
  await expect(main.getByRole("heading", { level: 2, name: /^\d+ artículos? de ayuda coincid/ })).toBeVisible();
  await expect(main.getByText(/^Última actualización: \d+ de \w+ de \d{4}/)).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // the store locator
  await page.goto("/stores");
  await expect(page).toHaveTitle("Buscar una tienda | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Buscar una tienda" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: /^Tiendas cerca de su tienda en / })).toBeVisible();
  await main.getByRole("searchbox", { name: "Código postal, ciudad, o ciudad y estado" }).fill("01760");
  await main.getByRole("combobox", { name: "A menos de" }).selectOption("20");
  await main.getByRole("button", { name: "Buscar tiendas", exact: true }).click();
  await expect(main.getByRole("heading", { level: 2, name: /^\d+ tiendas? a menos de 20 millas de 01760$/ })).toBeVisible();
  const stores = main.getByRole("list", { name: "Tiendas, de la más cercana a la más lejana" });
  await expect(stores.getByRole("listitem").first()).toContainText("Hoy: ");
  await expect(stores.getByRole("listitem").first()).toContainText(/Tienda n\.º \d+/);
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
});
