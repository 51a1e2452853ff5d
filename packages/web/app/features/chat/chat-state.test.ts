import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClientErrorReporting } from "../../lib/client-error-log";
import { type ChatWidgetProps, loadChatWidget, registerChatWidget, resetChatState, waitForChatWidget } from "./chat-state";

// The page polls for the chat widget (storefront spec sections 7 and 8): up to 2000 tries, 10 ms
// apart, then one report to the client log with the spec's words.

const Widget = (_props: ChatWidgetProps) => null;

describe("chat widget loading", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    resetChatState();
    resetClientErrorReporting();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("finds a widget that registers while it polls", async () => {
    const found = waitForChatWidget();
    await vi.advanceTimersByTimeAsync(500);
    registerChatWidget(Widget);
    await vi.advanceTimersByTimeAsync(10);
    expect(await found).toBe(Widget);
  });

  it("gives up after 2000 tries 10 ms apart and logs 'Chat failed to load in 2000 tries !'", async () => {
    let settled = false;
    const loading = loadChatWidget(() => Promise.reject(new Error("chunk failed"))).then((w) => {
      settled = true;
      return w;
    });
    // the first try is at once, the 2000th 1999 × 10 ms later
    await vi.advanceTimersByTimeAsync(19_980);
    expect(settled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(await loading).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/cc/api/log");
    expect(JSON.parse(init.body as string)).toMatchObject({ msg: "Chat failed to load in 2000 tries !" });
  });

  it("logs nothing when the widget's chunk registers it", async () => {
    const loading = loadChatWidget(async () => registerChatWidget(Widget));
    await vi.advanceTimersByTimeAsync(10);
    expect(await loading).toBe(Widget);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
