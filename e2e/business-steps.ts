import type { Page } from "@playwright/test";

// Steps the business-site journeys share: where the advantage site is, and a buyer's cart emptied
// through the cart's own calls so each run (and each width) starts the same.

export function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

/** Empties the signed-in buyer's cart through the cart's own calls, so each run starts the same. */
export async function emptyCart(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const csrf = decodeURIComponent(/(?:^|; )quire_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? "");
    const cart = (await (await fetch("/cc/api/checkout")).json()) as {
      data: { cartInfo: { items: { cartItemId: string | null; status: string }[] } };
    };
    const lines = cart.data.cartInfo.items.filter((l) => l.status === "ACTIVE" && l.cartItemId);
    if (lines.length === 0) return;
    await fetch("/cc/api/checkout/default?actionType=EDIT_ITEM", {
      method: "POST",
      headers: { "content-type": "application/json", "x-http-method-override": "PUT", "x-csrf-token": csrf },
      body: JSON.stringify({ items: lines.map((l) => ({ cartItemId: l.cartItemId, qty: 0 })) }),
    });
  });
}
