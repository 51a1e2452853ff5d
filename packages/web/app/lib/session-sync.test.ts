import { afterEach, describe, expect, it, vi } from "vitest";
import { type CartChannel, cartSyncTabId } from "./cart-sync";
import { MERGE_REPORT_KEY } from "./merge-report";
import {
  SESSION_CHANGE_MESSAGE_TYPE,
  SESSION_CHANNEL_NAME,
  afterSignIn,
  afterSignOut,
  subscribeSessionChanges,
} from "./session-sync";

/** A channel that records what is posted and lets a test deliver messages "from another tab". */
function stubChannel() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: unknown[] = [];
  const channel: CartChannel & { posted: unknown[]; deliver: (data: unknown) => void } = {
    posted,
    postMessage: (m) => posted.push(m),
    close: () => {},
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
    deliver: (data) => listeners.forEach((l) => l(new MessageEvent("message", { data }))),
  };
  return { channel, openChannel: vi.fn(() => channel) };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("session sync", () => {
  it("hears another tab's sign-out, not its own", () => {
    const { channel, openChannel } = stubChannel();
    const listener = vi.fn();
    const stop = subscribeSessionChanges(listener, { openChannel });
    expect(openChannel).toHaveBeenCalledWith(SESSION_CHANNEL_NAME);
    channel.deliver({ type: SESSION_CHANGE_MESSAGE_TYPE, source: cartSyncTabId, kind: "signed-out" });
    channel.deliver({ type: SESSION_CHANGE_MESSAGE_TYPE, source: "other-tab", kind: "bogus" });
    expect(listener).not.toHaveBeenCalled();
    channel.deliver({ type: SESSION_CHANGE_MESSAGE_TYPE, source: "other-tab", kind: "signed-out" });
    expect(listener).toHaveBeenCalledWith("signed-out");
    stop();
  });

  it("after sign-in: caches dropped, merge report kept, other tabs told", () => {
    const { channel, openChannel } = stubChannel();
    sessionStorage.setItem("cart", "{}");
    localStorage.setItem("ctx-token", "old");
    afterSignIn(
      { merged: [{ itemId: "1", name: "Pens", qtyAdded: 1, qtyAfter: 1 }], notMerged: [], couponsAdded: [] },
      { openChannel },
    );
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(localStorage.getItem("ctx-token")).toBeNull();
    expect(sessionStorage.getItem(MERGE_REPORT_KEY)).not.toBeNull();
    expect(channel.posted).toEqual([{ type: SESSION_CHANGE_MESSAGE_TYPE, source: cartSyncTabId, kind: "signed-in" }]);
  });

  it("after sign-out: caches and the merge report go, other tabs and the embedder hear of it", () => {
    const { channel, openChannel } = stubChannel();
    const host = { parent: { postMessage: vi.fn() } };
    sessionStorage.setItem(MERGE_REPORT_KEY, "{}");
    sessionStorage.setItem("sfl", "[]");
    localStorage.setItem("nc", "{}");
    afterSignOut({ openChannel, host });
    expect(sessionStorage.getItem(MERGE_REPORT_KEY)).toBeNull();
    expect(sessionStorage.getItem("sfl")).toBeNull();
    expect(localStorage.getItem("nc")).toBeNull();
    expect(channel.posted).toEqual([{ type: SESSION_CHANGE_MESSAGE_TYPE, source: cartSyncTabId, kind: "signed-out" }]);
    expect(host.parent.postMessage).toHaveBeenCalledWith({ type: "quire:cart-count", count: 0 }, "*");
  });
});
