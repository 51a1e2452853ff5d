import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";
import { DEMO_PASSWORD } from "./sign-in";
import { expectNoEnglish } from "./spanish-steps";

// A Spanish-speaking rewards member (decision 041) signs in, reads the rewards dashboard
// (points, tier, the month's offers and the points history) and opens a shopping list's own page
// from the lists screen, where the rename and delete disclosures ask in Spanish too: every word of
// ours in Spanish, the products' names marked English. Nothing is changed: the list and the offers
// are other journeys' too.

test.use(ownClientAddress(93));

test("the Spanish rewards dashboard and a list's own page", async ({ page }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const main = page.getByRole("main");

  await page.goto("/office/supplies/login");
  await main.getByRole("textbox", { name: "Correo electrónico" }).fill("rewards.premier@quire.test");
  await main.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  // the rewards dashboard
  await page.goto("/rewards/dashboard");
  await expect(page).toHaveTitle("Sus Recompensas | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Sus Recompensas" })).toBeVisible();
  await expect(main.getByText("Puntos", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("Número de Recompensas")).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Su nivel" })).toBeVisible();
  await expect(main.getByText("Gastado este año:")).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Sus ofertas" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Historial de puntos" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Cómo funciona Recompensas de Quire" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // a list's own page, from the lists screen
  await page.goto("/kuber/viewList?tid=US");
  await main.getByRole("link", { name: "Monthly restock", exact: true }).first().click();
  await expect(page).toHaveURL(/listId=/);
  await expect(page).toHaveTitle("Monthly restock | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Monthly restock" })).toBeVisible();
  await expect(
    main.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Sus listas" }),
  ).toBeVisible();
  await expect(main.getByText("Propietario", { exact: true })).toBeVisible();
  await expect(main.getByText("Tipo de lista", { exact: true })).toBeVisible();
  const items = main.getByRole("region", { name: /^Artículos/ });
  await expect(items.getByRole("listitem").first()).toBeVisible();
  const first = (await items.getByRole("listitem").first().getByRole("link").first().textContent())!.trim();
  await expect(items.getByRole("spinbutton", { name: `Cantidad de ${first}` })).toBeVisible();
  await expect(items.getByRole("button", { name: `Agregar al carrito: ${first}` })).toBeVisible();
  await expect(main.getByRole("button", { name: "Agregar todo al carrito" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Imprimir esta lista" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Agregar un artículo" })).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Número de artículo" })).toBeVisible();

  // the rename and delete disclosures open (nothing is posted)
  await main.getByLabel("Cambiar nombre de Monthly restock", { exact: true }).click();
  await expect(main.getByRole("textbox", { name: "Nombre nuevo" })).toHaveValue("Monthly restock");
  await expect(main.getByRole("button", { name: "Guardar nombre" })).toBeVisible();
  await main.getByLabel("Eliminar Monthly restock", { exact: true }).click();
  await expect(
    main.getByText(/^¿Eliminar “Monthly restock” y sus \d+ artículos\? Esta acción no se puede deshacer\.$/),
  ).toBeVisible();
  await expect(main.getByRole("button", { name: "Sí, eliminar “Monthly restock”" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
});
