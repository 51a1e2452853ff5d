import { act, cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClientErrorReporting } from "../../../lib/client-error-log";
import { Recommendations } from "./recommendations";

// A recommendation call that fails in the browser is reported through the client log call
// (POST /cc/api/log) and the console, and the surface shows the empty-list message.

type Answer = () => Promise<Response>;
let answer: Answer;
const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
  url === "/cc/api/log" ? Promise.resolve(new Response(null, { status: 204 })) : answer(),
);

/** The messages the page sent to the client log call, in order. */
const logged = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === "/cc/api/log")
    .map(([, init]) => JSON.parse(String(init?.body)) as { msg: string; error?: string; info?: string });

const recommendationCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/sparxProxy/atRecommendation");

async function renderFor(itemId: string) {
  const router = createMemoryRouter([{ path: "/", element: <Recommendations itemId={itemId} /> }]);
  render(<RouterProvider router={router} />);
  return screen.findByText("No recommendations right now.");
}

beforeEach(() => {
  resetClientErrorReporting();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  document.cookie = "quire_csrf=tok";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Recommendations when the call fails", () => {
  it("reports a non-2xx answer as ATC_SPARX_NO_RESPONSE, once per try, and shows the empty-list message", async () => {
    answer = () => Promise.resolve(Response.json({ code: "INTERNAL", message: "down" }, { status: 503 }));
    expect(await renderFor("100")).toBeTruthy();
    expect(recommendationCalls()).toHaveLength(2);
    const reports = logged();
    expect(reports.map((r) => r.msg)).toEqual(["ATC_SPARX_NO_RESPONSE", "ATC_SPARX_NO_RESPONSE"]);
    expect(reports[0]?.error).toContain("503");
    expect(JSON.parse(reports[0]?.info ?? "{}")).toMatchObject({
      call: "/api/sparxProxy/atRecommendation",
      placement: "cart_overlay_DOTCOM",
    });
    expect(console.warn).toHaveBeenCalledWith("ATC_SPARX_NO_RESPONSE", expect.stringContaining("503"));
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("reports a 2xx answer without a list as ATC_SPARX_NO_RESPONSE", async () => {
    answer = () => Promise.resolve(Response.json({ items: "none" }));
    await renderFor("101");
    expect(logged().map((r) => r.msg)).toEqual(["ATC_SPARX_NO_RESPONSE", "ATC_SPARX_NO_RESPONSE"]);
  });

  it("reports a call that threw (no network) as ATC_SPARX_CATCH and shows the empty-list message", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await renderFor("102")).toBeTruthy();
    const reports = logged();
    expect(reports.map((r) => r.msg)).toEqual(["ATC_SPARX_CATCH", "ATC_SPARX_CATCH"]);
    expect(reports[0]?.error).toContain("Network Error");
    expect(console.error).toHaveBeenCalledWith("ATC_SPARX_CATCH", expect.stringContaining("Network Error"));
  });

  it("reports nothing for an empty answer: the empty-list message alone", async () => {
    answer = () => Promise.resolve(Response.json([]));
    await renderFor("103");
    await act(async () => {});
    expect(recommendationCalls()).toHaveLength(2);
    expect(logged()).toEqual([]);
  });
});
