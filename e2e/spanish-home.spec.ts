import { expectNoA11yViolations } from "./accessibility";
import { expect, test } from "./page-ready";
import { expectNoEnglish } from "./spanish-steps";

// A Spanish-speaking shopper (issue 15, decision 041) opens the Spanish site, reads the home page's
// hero, rails and category cards, opens a category from its card, then searches for a stapler from
// the header, sorts the results by price and goes to the second page: every word of ours in Spanish,
// the catalogue's product and brand names left in English and marked so.

const prices = async (texts: string[]) => texts.map((t) => Number(t.replace(/[$,]/g, "")));

test("the Spanish home, a category and a sorted search", async ({ page }) => {
  await page.goto("/es");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Quire | Artículos de oficina, tinta, papel y muebles");

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Todo para su escritorio, con entrega a domicilio" })).toBeVisible();
  await expect(main.getByText("Envío gratis en pedidos de más de $49.99. Recoja en la tienda en 1 hora.")).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Ofertas del día" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Ver todo: Ofertas del día" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Lo más popular" })).toBeVisible();
  // the tiles' product and brand names are the catalogue's English, marked as such
  const dealTile = main.getByRole("list", { name: "Ofertas del día" }).getByRole("article").first();
  await expect(dealTile.locator(".tile__title")).toHaveAttribute("lang", "en");
  await expect(dealTile.locator(".tile__brand")).toHaveAttribute("lang", "en");
  await expect(main.getByRole("heading", { level: 2, name: "Comprar por categoría" })).toBeVisible();
  const paperCard = main.getByRole("link", { name: /^Papel\s*[\d,]+ artículos$/ });
  await expect(paperCard).toBeVisible();
  await expect(main.getByRole("list", { name: "Subcategorías de Papel" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // a category from its card
  await paperCard.click();
  await expect(page).toHaveURL(/\/c\/paper$/);
  await expect(page).toHaveTitle("Papel | Quire");
  await expect(main.getByRole("heading", { level: 1, name: "Papel" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(breadcrumb.getByRole("link", { name: "Inicio" })).toBeVisible();
  await expect(main.getByRole("status").filter({ hasText: "resultados" })).toHaveText(/^1-\d+ de [\d,]+ resultados$/);
  await expect(page.getByRole("complementary", { name: "Filtros" }).getByLabel("Ordenar por")).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // a search from the header's search box (its own name is the layout's words)
  const search = page.getByRole("search").getByRole("combobox");
  await search.fill("stapler");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=stapler/);
  await expect(page).toHaveTitle("stapler | Buscar | Quire");
  await expect(main.getByRole("heading", { level: 1, name: 'Resultados para "stapler"' })).toBeVisible();
  await expect(main.getByRole("status").filter({ hasText: "resultados" })).toHaveText(/^1-24 de [\d,]+ resultados$/);
  await expect(main.getByRole("group", { name: "Marca" })).toBeVisible();
  await expect(main.getByRole("group", { name: "Precio" })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);

  // sorted by price, lowest first: the filter form applies it as it changes
  const sortBy = main.getByLabel("Ordenar por");
  await expect(sortBy.getByRole("option", { name: "Más relevantes" })).toBeAttached();
  await sortBy.selectOption({ label: "Precio: de menor a mayor" });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(sortBy).toHaveValue("price_asc");
  // the URL changes as the navigation starts; the tiles follow when its data arrives
  const shownPrices = async () => prices(await main.locator(".tile .price__final").allInnerTexts());
  await expect
    .poll(async () => {
      const shown = await shownPrices();
      return shown.length === 24 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
    })
    .toBe(true);
  const firstPage = await shownPrices();
  await expectNoEnglish(page);

  // the second page
  const pagination = main.getByRole("navigation", { name: "Paginación" });
  await pagination.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByRole("link", { name: "Anterior" })).toBeVisible();
  await expect(main.getByRole("status").filter({ hasText: "resultados" })).toHaveText(/^25-\d+ de [\d,]+ resultados$/);
  const secondPage = await prices(await main.locator(".tile .price__final").allInnerTexts());
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1]!);
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
});

test("the Spanish deals page, sorted by the biggest saving in percent", async ({ page }) => {
  await page.goto("/es");
  await page.goto("/deals");
  await expect(page).toHaveTitle("Ofertas | Quire");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Ofertas" })).toBeVisible();
  await expect(main.getByRole("status").filter({ hasText: "oferta" })).toHaveText(/^[\d,]+ ofertas?$/);

  await main.getByLabel("Ordenar por").selectOption({ label: "Mayor ahorro (%)" });
  await main.getByRole("button", { name: "Ordenar", exact: true }).click();
  await expect(page).toHaveURL(/sort=saving_percent/);
  await expect(main.getByRole("heading", { level: 2, name: "Ofertas ordenadas por mayor ahorro (%)" })).toBeAttached();
  const percents = (await main.getByText(/^Ahorre \$[\d,.]+ \(\d+%\)$/).allInnerTexts()).map((t) =>
    Number(/\((\d+)%\)/.exec(t)?.[1]),
  );
  expect(percents.length).toBeGreaterThan(1);
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
});
