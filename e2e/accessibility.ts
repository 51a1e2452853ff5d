import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Every axe-core rule for WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices,
 * whatever their impact. `label-content-name-mismatch` (WCAG 2.5.3, label in name) is tagged
 * experimental by axe but is a level A criterion voice-control users depend on, so it runs too.
 */
export const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

// axe runs once per page state, not after every step: a state is the page's structure at its width
// (each element's tag, role, classes, type, ARIA attributes and whether it has text of its own), so
// the same screen reached again, or another product's page of the same shape, is not checked twice
// in a run. A state axe already passed in this Playwright process passes.
const checkedStates = new Set<string>();

async function pageState(page: Page): Promise<string> {
  const structure = await page.evaluate(() => {
    let hash = 2166136261;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i += 1) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 16777619);
      }
    };
    for (const el of document.querySelectorAll("*")) {
      add(`<${el.tagName}`);
      for (const attr of el.attributes) {
        if (attr.name === "class" || attr.name === "role" || attr.name === "type" || attr.name === "hidden")
          add(`${attr.name}=${attr.value}`);
        else if (
          attr.name.startsWith("aria-") &&
          !attr.name.endsWith("labelledby") &&
          !attr.name.endsWith("describedby") &&
          !attr.name.endsWith("controls")
        )
          add(attr.name === "aria-label" ? `${attr.name}:${attr.value.length > 0}` : `${attr.name}=${attr.value}`);
      }
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");
      add(ownText ? "+" : "-");
    }
    return (hash >>> 0).toString(36);
  });
  const size = page.viewportSize();
  return `${size?.width}x${size?.height}:${structure}`;
}

/**
 * axe's default run checks each frame apart and joins the results in a blank page of its own: the
 * only way into a frame of another origin (the card frame). A page without one is checked in one
 * run inside the page itself (axe's "legacy" mode), with no blank page and no frame-by-frame joins.
 */
function hasFrameOfAnotherOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return url.startsWith("http") && new URL(url).origin !== origin;
  });
}

export async function expectNoA11yViolations(page: Page): Promise<void> {
  const state = await pageState(page);
  if (checkedStates.has(state)) return;
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: A11Y_TAGS },
      // only violations are read: axe then skips describing every passing and inapplicable node
      resultTypes: ["violations"],
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .setLegacyMode(!hasFrameOfAnotherOrigin(page))
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
  checkedStates.add(state);
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
