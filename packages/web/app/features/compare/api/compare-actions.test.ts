// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type CompareActionAnswer, compareAction } from "./compare-actions.server";

// /compare's action (decision 048): the quire_compare cookie it writes, where a page without
// JavaScript is sent back to, and what a fetcher is answered.

function post(fields: Record<string, string>, cookie = ""): Request {
  return new Request("http://localhost/compare", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

type DataAnswer = { data: CompareActionAnswer; init: { status?: number; headers?: Record<string, string> } | null };

async function answer(request: Request) {
  const result = (await compareAction(request)) as Response | DataAnswer;
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), cookie: result.headers.get("set-cookie") };
  }
  return { status: result.init?.status ?? 200, body: result.data, cookie: result.init?.headers?.["Set-Cookie"] ?? null };
}

describe("the compare action", () => {
  it("adds an item and sends a page without JavaScript back where it was (303)", async () => {
    const res = await answer(post({ intent: "toggle", itemId: "101", on: "1", returnTo: "/search?query=stapler" }));
    expect(res).toMatchObject({ status: 303, location: "/search?query=stapler" });
    expect(res.cookie).toMatch(/^quire_compare=101; Max-Age=63072000; Path=\/; SameSite=Lax$/);
  });

  it("answers a fetcher with the selection instead of a redirect", async () => {
    const res = await answer(
      post({ intent: "toggle", itemId: "104", on: "1", js: "1", returnTo: "/search" }, "quire_compare=101.102"),
    );
    expect(res.body).toEqual({ selected: ["101", "102", "104"], outcome: "added", message: null });
    expect(res.cookie).toContain("quire_compare=101.102.104;");
  });

  it("ignores a fifth item and says why (no JavaScript: compareFull=1 on the way back)", async () => {
    const four = "quire_compare=101.102.103.104";
    const viaFetcher = await answer(post({ intent: "toggle", itemId: "105", on: "1", js: "1" }, four));
    expect(viaFetcher.body).toMatchObject({ selected: ["101", "102", "103", "104"], outcome: "ignored" });
    expect(viaFetcher.body?.message).toMatch(/up to 4 items/);
    const viaPage = await answer(post({ intent: "toggle", itemId: "105", on: "1", returnTo: "/search?query=pen" }, four));
    expect(viaPage.location).toBe("/search?query=pen&compareFull=1");
  });

  it("removes one of four, and clear empties the selection", async () => {
    const removed = await answer(post({ intent: "remove", itemId: "102", js: "1" }, "quire_compare=101.102.103.104"));
    expect(removed.body?.selected).toEqual(["101", "103", "104"]);
    const cleared = await answer(post({ intent: "clear", js: "1" }, "quire_compare=101"));
    expect(cleared.cookie).toMatch(/^quire_compare=; Max-Age=0;/);
  });

  it("refuses a bad item id with 400 and changes nothing, and never redirects off the site", async () => {
    const bad = await answer(post({ intent: "toggle", itemId: "abc", js: "1" }, "quire_compare=101"));
    expect(bad.status).toBe(400);
    expect(bad.cookie).toBeNull();
    const offSite = await answer(post({ intent: "toggle", itemId: "101", returnTo: "//evil.example/x" }));
    expect(offSite.status).toBe(200);
  });
});
