import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./page-ready";

// On a phone (xs, <= 600 px) the header's quick links, the shopper's activity and the category
// tree are in the header's menu drawer (decision 039); wider, the quick links and activity are
// rows of the header.

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 600;

export const menuButton = (page: Page): Locator => page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });

/** Opens the header's menu drawer and answers it. */
export async function openMenu(page: Page): Promise<Locator> {
  await waitForHydration(page);
  await menuButton(page).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Where the header's quick links and activity are: the menu drawer on a phone (opened), else the page. */
export async function headerRows(page: Page): Promise<Page | Locator> {
  return isPhone(page) ? openMenu(page) : page;
}
