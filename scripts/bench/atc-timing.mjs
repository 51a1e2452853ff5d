// Add-to-cart surface timing and weight, for docs/decisions/009-add-to-cart-surfaces.md.
//
//   node scripts/bench/atc-timing.mjs http://localhost:3000 [rounds]
//
// Against a running server: opens a product page, clicks Add to cart `rounds` times (default 50),
// closing the overlay each time, and prints p50/p95 of
//   visible - response  (render cost of the surface after the server answered)
//   visible - click     (what the shopper waits for, server included)
// from the performance marks quire:atc-click / quire:atc-response / quire:atc-visible.
// Then the JS weight: total gzipped JS the product page loads, and the gzipped size of the chunks
// that carry the add-to-cart surfaces (found by strings only they contain). The root chunk carries
// the provider, so its whole size is counted there: an upper bound, not the surfaces alone.
import zlib from "node:zlib";
import { chromium } from "playwright";

const base = process.argv[2];
const rounds = Number(process.argv[3] ?? 50);
if (!base) {
  console.error("usage: node scripts/bench/atc-timing.mjs <server url> [rounds]");
  process.exit(2);
}

const MARKERS = ["quire:atc-click", "Customers also bought", "Sign in to check out", "DialogContent"];

function pct(samples, q) {
  const s = [...samples].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] * 10) / 10 : null;
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  const search = await page.request.get(new URL("/api/search?query=paper", base).href);
  const { items } = await search.json();
  const product = items.find(
    (p) =>
      p.status === "PUBLISHED" &&
      p.stockStatus === "IN_STOCK" &&
      p.actionLabel === "Add to cart" &&
      !p.isFreeSample &&
      p.quantityLimit === null,
  );
  if (!product) throw new Error("no addable product for 'paper'");

  const scripts = new Map();
  page.on("response", async (res) => {
    const type = res.request().resourceType();
    if (type !== "script" && !res.url().endsWith(".js")) return;
    try {
      scripts.set(res.url(), await res.body());
    } catch {
      // a redirect or an aborted response has no body
    }
  });
  await page.goto(new URL(product.itemUrl, base).href, { waitUntil: "networkidle" });

  const button = page.getByRole("button", { name: "Add to cart", exact: true });
  const dialog = page.getByRole("dialog", { name: "Added to cart" });
  await button.waitFor();
  await page.waitForFunction(() => !document.querySelector(".add-to-cart__button")?.hasAttribute("disabled"));

  const afterResponse = [];
  const afterClick = [];
  for (let i = 0; i < rounds; i++) {
    await page.evaluate(() => performance.clearMarks());
    await button.click();
    await dialog.waitFor({ state: "visible" });
    await page.waitForFunction(() => performance.getEntriesByName("quire:atc-visible").length > 0);
    const t = await page.evaluate(() => {
      const at = (n) => performance.getEntriesByName(n).at(-1)?.startTime ?? NaN;
      return { click: at("quire:atc-click"), response: at("quire:atc-response"), visible: at("quire:atc-visible") };
    });
    afterResponse.push(t.visible - t.response);
    afterClick.push(t.visible - t.click);
    await dialog.getByRole("button", { name: "Continue shopping" }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  console.log(`product ${product.itemUrl}, ${rounds} adds`);
  console.log(`visible - response: p50 ${pct(afterResponse, 0.5)} ms, p95 ${pct(afterResponse, 0.95)} ms`);
  console.log(`visible - click:    p50 ${pct(afterClick, 0.5)} ms, p95 ${pct(afterClick, 0.95)} ms`);

  let total = 0;
  let surfaces = 0;
  const rows = [];
  for (const [url, body] of scripts) {
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    total += gz;
    const text = body.toString("utf8");
    const carries = MARKERS.filter((m) => text.includes(m));
    if (carries.length > 0) surfaces += gz;
    rows.push({ chunk: new URL(url).pathname, gzipKB: Math.round(gz / 102.4) / 10, addToCart: carries.join(", ") });
  }
  console.table(rows);
  console.log(`product page JS, gzipped: ${Math.round(total / 102.4) / 10} KB in ${scripts.size} files`);
  console.log(`chunks carrying the add-to-cart surfaces, gzipped: ${Math.round(surfaces / 102.4) / 10} KB (upper bound)`);
} finally {
  await browser.close();
}
