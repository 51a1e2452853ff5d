import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequestError, decodeBody, failureParts, hasDebugCookie, request } from "./request";

// The network is the one thing stood in for: a fetch that answers as the server would, and that
// honours the abort signal the way the browser's does.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fetch that never answers until aborted (a slow server). */
function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}

const base64 = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

describe("request layer", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    document.cookie = "quire_csrf=tok";
    // an expiry long past, whatever time a fake clock says it is
    document.cookie = "quire_debug=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends credentials, x-http-encode and the CSRF header on a change, and decodes an encoded answer", async () => {
    fetchMock.mockResolvedValue(json(200, { encoded: base64({ data: { n: "café" } }) }));
    const body = await request("/cc/api/checkout/default/item", { method: "POST", body: { items: [] } });
    expect(body).toEqual({ data: { n: "café" } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({ "x-http-encode": "1", "x-csrf-token": "tok", "content-type": "application/json" });
    expect(JSON.parse(init.body as string)).toEqual({ items: [] });
  });

  it("leaves x-http-encode out while the debug cookie exists, and sends no CSRF header on a read", async () => {
    document.cookie = "quire_debug=1; path=/";
    expect(hasDebugCookie()).toBe(true);
    fetchMock.mockResolvedValue(json(200, { plain: true }));
    expect(await request("/api/chat")).toEqual({ plain: true });
    const headers = fetchMock.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers["x-http-encode"]).toBeUndefined();
    expect(headers["x-csrf-token"]).toBeUndefined();
  });

  it("rethrows a 400 with the server's code and message", async () => {
    fetchMock.mockResolvedValue(json(400, { code: "INVALID_ITEMS", message: "Items not passed" }));
    const error = await request("/x", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 400, code: "INVALID_ITEMS", message: "Items not passed", name: "BadRequestError" });
  });

  it("counts only 2xx as success and names 403 and 500", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: "FORBIDDEN", message: "No" }));
    await expect(request("/x")).rejects.toMatchObject({ status: 403, name: "ForbiddenError" });
    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 500 }));
    await expect(request("/x")).rejects.toMatchObject({ status: 500, name: "ServerError", code: "HTTP_500" });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(request("/x")).rejects.toMatchObject({ status: 304 });
  });

  it("gives up after 30000 ms by default with 'timeout of 30000ms exceeded'", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = request("/slow").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29999);
    expect(fetchMock.mock.calls[0]![1].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ message: "timeout of 30000ms exceeded", code: "ETIMEDOUT", status: null });
  });

  it("takes a timeout of its own", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = request("/slow", { timeoutMs: 1500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await pending).toMatchObject({ message: "timeout of 1500ms exceeded" });
  });

  it("reports 'Request aborted' when the caller cancels and 'Network Error' when nothing answers", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = request("/slow", { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ message: "Request aborted", code: "ECONNABORTED" });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(request("/x")).rejects.toMatchObject({ message: "Network Error", code: "ERR_NETWORK" });
  });

  it("refuses a repeat with the same cache id while the first is in flight, and takes it once that ends", async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = request("/cc/api/checkout/default/item", { method: "POST", body: {}, cacheId: "atc-1" });
    await expect(request("/cc/api/checkout/default/item", { method: "POST", body: {}, cacheId: "atc-1" })).rejects.toMatchObject({
      code: "DUPLICATE_REQUEST",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // another id goes through meanwhile
    fetchMock.mockResolvedValueOnce(json(200, { other: true }));
    expect(await request("/y", { cacheId: "atc-2" })).toEqual({ other: true });
    answer(json(200, { ok: true }));
    expect(await first).toEqual({ ok: true });
    fetchMock.mockResolvedValueOnce(json(200, { again: true }));
    expect(await request("/cc/api/checkout/default/item", { method: "POST", body: {}, cacheId: "atc-1" })).toEqual({
      again: true,
    });
  });

  it("frees a cancelled call's cache id at once, and the late end of it leaves the next call's alone", async () => {
    fetchMock.mockImplementationOnce(hangingFetch);
    const controller = new AbortController();
    const first = request("/api/chat", { cacheId: "chat-read", signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const second = request("/api/chat", { cacheId: "chat-read" });
    expect(await first).toMatchObject({ message: "Request aborted" });
    // the second still holds the id after the first has ended
    await expect(request("/api/chat", { cacheId: "chat-read" })).rejects.toMatchObject({ code: "DUPLICATE_REQUEST" });
    answer(json(200, { n: 2 }));
    expect(await second).toEqual({ n: 2 });
  });

  it("frees a cache id after a failure too", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("down"));
    await expect(request("/x", { cacheId: "c" })).rejects.toMatchObject({ code: "ERR_NETWORK" });
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await expect(request("/x", { cacheId: "c" })).resolves.toEqual({});
  });

  it("gives a client's own error the server's code, message and status, the fallback words when none came, and lets a cancel through", async () => {
    fetchMock.mockResolvedValueOnce(json(409, { code: "ALREADY_DECIDED", message: "Already approved." }));
    const refused = await request("/x", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(failureParts(refused, "Try again.")).toEqual({ code: "ALREADY_DECIDED", message: "Already approved.", status: 409 });
    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 502 }));
    const bare = await request("/x").catch((e: unknown) => e);
    expect(failureParts(bare, "Try again.")).toEqual({ code: "HTTP_502", message: "Try again.", status: 502 });
    fetchMock.mockRejectedValueOnce(new TypeError("down"));
    const offline = await request("/x").catch((e: unknown) => e);
    expect(failureParts(offline, "Try again.")).toEqual({ code: "NETWORK_ERROR", message: "Try again.", status: 0 });
    fetchMock.mockImplementationOnce(hangingFetch);
    const controller = new AbortController();
    const pending = request("/x", { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(failureParts(await pending, "Try again.")).toBeNull();
    expect(failureParts(new Error("not the layer's"), "Try again.")).toBeNull();
  });

  it("decodes only a string encoded field", () => {
    expect(decodeBody({ encoded: base64([1, 2]) })).toEqual([1, 2]);
    expect(decodeBody({ encoded: 3 })).toEqual({ encoded: 3 });
    expect(decodeBody(null)).toBeNull();
  });
});
