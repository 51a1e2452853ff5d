import { expect, type Page, test as base } from "@playwright/test";

// Parts of a page (the tiles, the cart button, the checkout link, the header's rows) hydrate just
// after the first view; until then they work as they do without JavaScript. A journey that tries
// what only JavaScript does waits, after each page load it asks for, until the page marks itself
// hydrated (<html data-hydrated>).

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
