import { type APIRequestContext, expect } from "@playwright/test";

// Setting a journey up through the store's JSON calls instead of its screens, when the screens are
// not what the journey is about: the calls go with the browser's own cookies (page.request shares
// them with the page), so the page then sees the account or cart they made.

/**
 * The x-csrf-token header a call other than GET needs: the consumer site's quire_csrf cookie (the
 * journeys' base URL), which a first read sets.
 */
export async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const cookie = async () =>
    (await request.storageState()).cookies.find((c) => c.name === "quire_csrf" && c.domain === "localhost")?.value;
  let csrf = await cookie();
  if (!csrf) {
    expect((await request.get("/api/session")).ok()).toBe(true);
    csrf = await cookie();
  }
  return { "x-csrf-token": decodeURIComponent(csrf ?? "") };
}

/** A JSON call other than GET with the CSRF header; fails the journey unless it answers `status`. */
export async function postApi(request: APIRequestContext, path: string, data: unknown, status = 200): Promise<unknown> {
  const res = await request.post(path, { data, headers: await csrfHeader(request) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return res.json();
}
