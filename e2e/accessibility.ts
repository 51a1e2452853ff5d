import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Every axe-core rule for WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices,
 * whatever their impact. `label-content-name-mismatch` (WCAG 2.5.3, label in name) is tagged
 * experimental by axe but is a level A criterion voice-control users depend on, so it runs too.
 */
export const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: A11Y_TAGS },
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
}

/**
 * The same check for a page whose JavaScript is off: axe needs a script to run, so the page's HTML
 * as it stands is served again, scripts removed, to a page of its own in a browser with scripts on.
 */
export async function expectNoA11yViolationsWithoutScripts(page: Page): Promise<void> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to run axe in");
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await copy.goto(url);
    await expectNoA11yViolations(copy);
  } finally {
    await context.close();
  }
}
