import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSuggestions } from "./use-suggestions";

// The network is the one thing stood in for: a fetch answering as the suggest call would, and
// honouring the abort signal the way the browser's does.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const pens = [{ type: "product", text: "Gel pens", url: "/p/gel-pens" }];

describe("useSuggestions", () => {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json(200, { suggestions: pens })));
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("a newer keystroke cancels the call still in flight, and its own call is sent and shown, not refused", async () => {
    let aborted = false;
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query), { initialProps: { query: "pe" } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    rerender({ query: "pen" });
    expect(aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/search/suggest?query=pen");
    expect(init.credentials).toBe("same-origin");
    expect(result.current).toEqual(pens);
  });

  it("a refused call empties the list; no answer at all keeps what is shown", async () => {
    const { result, rerender } = renderHook(({ query }) => useSuggestions(query), { initialProps: { query: "pen" } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(result.current).toEqual(pens);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    rerender({ query: "pens" });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(result.current).toEqual(pens);
    fetchMock.mockImplementationOnce(() => Promise.resolve(json(400, { code: "VALIDATION_ERROR", message: "Query too long" })));
    rerender({ query: "pens!" });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(result.current).toEqual([]);
  });
});
