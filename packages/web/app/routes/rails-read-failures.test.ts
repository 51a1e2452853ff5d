import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientLoader as homeRails } from "./home-rails";
import { clientLoader as recentlyViewedRail } from "./recently-viewed-rail";

// The rails a page reads after it has shown: a read that failed is reported through the client
// log call as ATC_SPARX_CATCH and the page keeps going without them; a read the page gave up on
// because the shopper went on to another page is no failure and reports nothing.

function args(aborted: boolean) {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return {
    request: new Request("http://localhost/rails", { signal: controller.signal }),
    url: new URL("http://localhost/rails"),
    pattern: "/rails",
    params: {},
    context: new RouterContextProvider(),
    serverLoader: () => Promise.reject(new Error("Unable to decode turbo-stream response")),
  };
}

describe("the rails read after a page", () => {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const logged = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as { msg: string }).msg);

  it("reports a read that failed and answers no rails", async () => {
    expect(await recentlyViewedRail(args(false))).toEqual({ rail: null });
    const home = await homeRails(args(false));
    expect(home.trending?.products).toEqual([]);
    expect(logged()).toEqual(["ATC_SPARX_CATCH", "ATC_SPARX_CATCH"]);
  });

  it("reports nothing for a read given up on when the shopper moved on", async () => {
    expect(await recentlyViewedRail(args(true))).toEqual({ rail: null });
    await homeRails(args(true));
    expect(logged()).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });
});
