import { ANALYTICS_COLLECT_PATH, searchBoxEvent } from "@quire/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flushAnalytics, installAnalytics, pendingAnalytics, sendToCollector, track } from "./track";

describe("track", () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockClear();
    document.cookie = "quire_csrf=tok";
    delete window.dataLayer;
  });
  afterEach(() => {
    flushAnalytics();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("pushes to the dataLayer and sends a batch to the collector a few seconds later", () => {
    track(searchBoxEvent("dotcom", "pens"));
    track(searchBoxEvent("dotcom", "paper"));
    expect(window.dataLayer).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ANALYTICS_COLLECT_PATH);
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "x-csrf-token": "tok" } });
    expect(JSON.parse(init.body as string).events.map((e: { searchTerm: string }) => e.searchTerm)).toEqual(["pens", "paper"]);
    expect(pendingAnalytics()).toBe(0);
  });

  it("sends at once when the page is left, and a full batch of 25 without waiting", () => {
    const stop = installAnalytics();
    sendToCollector({ event: "link" });
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 25; i++) sendToCollector({ event: "link" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it("reports marked links and forms", () => {
    const stop = installAnalytics();
    document.body.innerHTML = `<a href="#deals" data-analytics="Deals">Deals</a><form data-analytics="newsletter" action="/n"></form>`;
    document.querySelector("a")!.click();
    document.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: "link", linkName: "Deals", href: "#deals", specVersion: "1.0.5" }),
      expect.objectContaining({ event: "form", formName: "newsletter", action: "/n" }),
    ]);
    stop();
  });
});
