// Each page route's first-load JavaScript, from the storefront's build: the files React Router
// preloads for a page of that route (the client entry, the root's and the route's modules and their
// imports), and the bytes sent for them: the brotli file the server sends when the build made one,
// else the file itself. The whole route manifest is a file only when routes are not discovered
// lazily; with lazy discovery the page carries the manifest of its own routes inline (in its HTML). What a page loads later (the add-to-cart surfaces on a first add, say) is
// not first-load.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The bytes a browser that accepts brotli is sent for one built file. */
function sentBytes(clientDir, url) {
  const file = path.join(clientDir, url);
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
}

/**
 * For each route with a page (a default export), its first-load files and the bytes sent for them.
 * `webDir` is packages/web (its build/ made by `npm run build`).
 */
export async function firstLoadJs(webDir) {
  const { assets, routeDiscovery } = await import(pathToFileURL(path.join(webDir, "build/server/index.js")).href);
  const clientDir = path.join(webDir, "build/client");
  const pages = {};
  for (const route of Object.values(assets.routes)) {
    if (!route.hasDefaultExport || route.id === "root") continue;
    const files = new Set([
      ...(routeDiscovery?.mode === "lazy" ? [] : [assets.url]),
      assets.entry.module,
      ...assets.entry.imports,
    ]);
    const chain = [];
    for (let r = route; r; r = r.parentId ? assets.routes[r.parentId] : undefined) chain.unshift(r);
    for (const r of chain) for (const url of [r.module, ...(r.imports ?? [])]) files.add(url);
    const sized = [...files].map((url) => ({ url, bytes: sentBytes(clientDir, url) }));
    pages[route.id] = { files: sized, bytes: sized.reduce((n, f) => n + f.bytes, 0) };
  }
  return pages;
}

// `node scripts/lib/first-load-js.mjs`: each route's first-load KB, largest first, and its largest files.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pages = await firstLoadJs(path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../packages/web"));
  const rows = Object.entries(pages).sort((a, b) => b[1].bytes - a[1].bytes);
  for (const [id, page] of rows) console.log(`${(page.bytes / 1024).toFixed(1).padStart(6)} KB  ${id}`);
  const [largestId, largest] = rows[0];
  console.log(`\nlargest page (${largestId}), its largest files:`);
  for (const f of [...largest.files].sort((a, b) => b.bytes - a.bytes).slice(0, 12))
    console.log(`${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
}
