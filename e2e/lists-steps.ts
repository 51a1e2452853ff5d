import { type APIRequestContext, expect, type Page } from "@playwright/test";

// Shared steps of the add-to-list and lists-drawer journeys: what a list holds, read through the
// lists API with the browser's own cookies (page.request shares them).

export interface ApiListLine {
  itemId: string;
  qty: number;
}

async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === "quire_csrf")?.value ?? "";
  return { "x-csrf-token": decodeURIComponent(csrf) };
}

/** The signed-in shopper's lists, by name. */
export async function listsByName(request: APIRequestContext): Promise<Map<string, string>> {
  const res = await request.get("/cc/api/lists?size=100");
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { shoppingLists: { id: string; name: string }[] };
  return new Map(body.shoppingLists.map((l) => [l.name, l.id]));
}

/** The lines of the shopper's list called `name`. */
export async function linesOf(request: APIRequestContext, name: string): Promise<ApiListLine[]> {
  const id = (await listsByName(request)).get(name);
  expect(id, `a list called ${name}`).toBeTruthy();
  const res = await request.get(`/cc/api/list/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: ApiListLine[] }).items;
}

/** Creates a list through the lists API (POST /cc/api/list). */
export async function createListByApi(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post("/cc/api/list", { data: { name }, headers: await csrfHeader(request) });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The page's toast (role=status) saying `text`. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
