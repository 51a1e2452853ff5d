import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeaderFooterApiError, headerFooterClient } from "./header-footer-client";

// The network is the one thing stood in for: a fetch answering as the server would.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("headerFooterClient", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads this page's site data through the request layer, with credentials and x-http-encode", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { welcome: { isLoggedIn: false } } }));
    const data = await headerFooterClient.fetchHeaderFooter("dotcom", "search?query=ink");
    expect(data).toEqual({ welcome: { isLoggedIn: false } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/hf/dotcom/search?query=ink");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({ "x-http-encode": "1" });
  });

  it("a 401 throws with its status and the server's code and message; no answer throws status 0", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: "UNAUTHENTICATED", message: "Sign in again." }));
    const refused = await headerFooterClient.fetchHeaderFooter("dotcom", "/").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HeaderFooterApiError);
    expect(refused).toMatchObject({ status: 401, code: "UNAUTHENTICATED", message: "Sign in again." });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(headerFooterClient.fetchHeaderFooter("dotcom", "/")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("an answer without data is a failure", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: null }));
    await expect(headerFooterClient.fetchHeaderFooter("dotcom", "/")).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });
});
