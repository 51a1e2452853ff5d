import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { addableProducts } from "./demo-products";
import { addAndViewCart } from "./checkout-steps";

// WCAG 2.2 target size (minimum, 2.5.8) on a phone: every visible link, button, field and
// disclosure on the pages a shopper meets first is at least 24 x 24 px, unless it is a link inside
// a sentence or a 24 px circle on its centre overlaps no other target (and no other small
// target's circle): the criterion's own exceptions.

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

interface Offender {
  what: string;
  width: number;
  height: number;
}

/** The page's undersized targets that no exception covers, described for the failure message. */
async function undersizedTargets(page: Page): Promise<Offender[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // A visually hidden control (1 px, clipped) or one parked off the page (the skip link until
      // focused) is not a target anyone taps.
      .filter(({ box }) => box.width > 1 && box.height > 1 && box.bottom + window.scrollY > 0 && box.right > 0);

    const small = (box: DOMRect) => box.width < MIN || box.height < MIN;
    /** A link inside running text: the text around it is part of the same block. */
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const own = (el.textContent ?? "").trim().length;
      const around = (el.parentElement?.textContent ?? "").trim().length;
      return around > own + 1;
    };
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (p: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - p.x, 0, p.x - box.right);
      const dy = Math.max(box.top - p.y, 0, p.y - box.bottom);
      return Math.hypot(dx, dy);
    };

    const offenders: { what: string; width: number; height: number }[] = [];
    for (const [i, { el, box }] of targets.entries()) {
      if (!small(box) || inSentence(el)) continue;
      const c = centre(box);
      const crowded = targets.some((other, j) => {
        if (j === i || other.el.contains(el) || el.contains(other.el)) return false;
        if (distanceToBox(c, other.box) < MIN / 2) return true;
        if (!small(other.box)) return false;
        const o = centre(other.box);
        return Math.hypot(c.x - o.x, c.y - o.y) < MIN;
      });
      if (!crowded) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      offenders.push({
        what: `${el.tagName.toLowerCase()} "${name}"`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return offenders;
  });
}

async function expectTargetsBigEnough(page: Page): Promise<void> {
  const offenders = await undersizedTargets(page);
  expect(
    offenders.map((o) => `${o.what}: ${o.width}x${o.height}`),
    `undersized targets on ${page.url()}`,
  ).toEqual([]);
}

test("links and buttons on a phone are at least 24 px: home, a product, stores and the cart", async ({ page }) => {
  const [product] = await addableProducts(page.request, "stapler", 1);
  if (!product) throw new Error("no addable stapler in the demo store");

  await page.goto("/");
  await expect(page.getByRole("main")).toBeVisible();
  await expectTargetsBigEnough(page);

  await page.goto(product.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expectTargetsBigEnough(page);

  await page.goto("/stores");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectTargetsBigEnough(page);

  await page.goto(product.itemUrl);
  await addAndViewCart(page, product);
  await expectTargetsBigEnough(page);
});
