// The add measured by the add-to-cart benches (add-to-cart.mjs, add-to-cart-budget.mjs): a new guest's
// first add, POST /cc/api/checkout/default/item with a CSRF cookie, header and Origin that agree and no
// cart cookie, so every request creates a cart.
export const ADD_PATH = "/cc/api/checkout/default/item";
const CSRF = "bench-atc-csrf-token-0123456789";

export const headersFor = (baseUrl) => ({
  "content-type": "application/json",
  "x-csrf-token": CSRF,
  cookie: `quire_csrf=${CSRF}`,
  origin: baseUrl,
});
export const body = (itemId) => JSON.stringify({ items: [{ itemId, qty: 1 }] });

/** Up to 50 published, in-stock items a guest can add, found by search and each added once. */
export async function addableItems(baseUrl) {
  const ids = new Set();
  for (const q of ["paper", "pen", "toner", "binder", "stapler"]) {
    const res = await fetch(`${baseUrl}/api/search?query=${q}&size=96`);
    if (!res.ok) throw new Error(`GET /api/search?query=${q}: HTTP ${res.status}`);
    for (const i of (await res.json()).items)
      if (i.status === "PUBLISHED" && i.stockStatus === "IN_STOCK" && !i.isFreeSample && i.quantityLimit == null)
        ids.add(String(i.itemId));
  }
  const ok = [];
  for (const id of ids) {
    if (ok.length >= 50) break;
    const res = await fetch(`${baseUrl}${ADD_PATH}`, { method: "POST", headers: headersFor(baseUrl), body: body(id) });
    if (res.ok) ok.push(id);
    await res.arrayBuffer();
  }
  if (ok.length === 0) throw new Error("no addable items found by search");
  return ok;
}
