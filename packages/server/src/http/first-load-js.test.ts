import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstLoadJs } from "../../../../scripts/lib/first-load-js.mjs";

// The storefront's build (the database suite builds it when stale): what a phone downloads before a
// page can respond. A change that adds weight to every page fails here, not in a bench months later.

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web");

/** Each page's first-load JavaScript, brotli as the server sends it (issue 38, target 2). */
const FIRST_LOAD_JS_BUDGET_KB = 120;

describe("first-load JavaScript of the built storefront", () => {
  it(`is at most ${FIRST_LOAD_JS_BUDGET_KB} KB on every page`, async () => {
    const pages = await firstLoadJs(web);
    expect(Object.keys(pages).length).toBeGreaterThan(40);
    const over = Object.entries(pages)
      .filter(([, page]) => page.bytes > FIRST_LOAD_JS_BUDGET_KB * 1024)
      .map(([id, page]) => `${id}: ${(page.bytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("carries no Spanish words: an English page downloads none, a Spanish one loads its catalogue", async () => {
    const pages = await firstLoadJs(web);
    const files = new Set(Object.values(pages).flatMap((page) => page.files.map((f) => f.url)));
    const spanish = [...files].filter((url) =>
      fs.readFileSync(path.join(web, "build/client", url), "utf8").includes("Agregar al carrito"),
    );
    expect(spanish).toEqual([]);
  });
});
