import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CART_CHANGE_MESSAGE_TYPE,
  CART_CHANNEL_NAME,
  cartSyncTabId,
  notifyEmbedder,
  publishCartChange,
  subscribeCartChanges,
  type CartChannel,
  type CartSyncHost,
} from "./cart-sync";
import { cart } from "./test-fixtures";

/** An in-memory BroadcastChannel: synchronous, so the tests need no waiting. */
function stubBus() {
  const open: StubChannel[] = [];
  const opened: StubChannel[] = [];

  class StubChannel implements CartChannel {
    readonly posted: unknown[] = [];
    closed = false;
    private readonly listeners = new Set<(event: MessageEvent) => void>();
    constructor(readonly name: string) {}
    postMessage(message: unknown) {
      if (this.closed) throw new DOMException("closed", "InvalidStateError");
      this.posted.push(message);
      // Like BroadcastChannel: every other open channel of the name hears it, not the sender.
      for (const other of open) if (other !== this && other.name === this.name) other.deliver(message);
    }
    deliver(data: unknown) {
      for (const listener of [...this.listeners]) listener(new MessageEvent("message", { data }));
    }
    close() {
      this.closed = true;
      open.splice(open.indexOf(this), 1);
    }
    addEventListener(_type: "message", listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: "message", listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    get listenerCount() {
      return this.listeners.size;
    }
  }

  const openChannel = vi.fn((name: string) => {
    const channel = new StubChannel(name);
    open.push(channel);
    opened.push(channel);
    return channel;
  });
  /** A message as another tab's publishCartChange sends it. */
  const fromOtherTab = (data: unknown) => {
    for (const channel of [...open]) channel.deliver(data);
  };
  return { openChannel, opened, open, fromOtherTab };
}

function stubHost(framed = true): CartSyncHost & { parent: { postMessage: ReturnType<typeof vi.fn> } } {
  const host = {
    parent: { postMessage: vi.fn() },
    ReactNativeWebView: null,
  };
  if (!framed) host.parent = host as unknown as typeof host.parent;
  return host;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("publishCartChange", () => {
  it("posts the change on the quire-cart channel with this tab's id, then closes the channel", () => {
    const bus = stubBus();
    const c = cart();
    publishCartChange({ count: 3, cart: c }, { openChannel: bus.openChannel, host: null });
    expect(bus.openChannel).toHaveBeenCalledWith(CART_CHANNEL_NAME);
    const [channel] = bus.opened;
    expect(channel?.posted).toEqual([{ type: CART_CHANGE_MESSAGE_TYPE, source: cartSyncTabId, count: 3, cart: c }]);
    expect(channel?.closed).toBe(true);
  });

  it("sends the count without the cart when the cart cannot be cloned", () => {
    const posted: unknown[] = [];
    const channel: CartChannel = {
      postMessage(message) {
        if ((message as { cart: unknown }).cart) throw new DOMException("could not be cloned", "DataCloneError");
        posted.push(message);
      },
      close: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    publishCartChange({ count: 2, cart: cart() }, { openChannel: () => channel, host: null });
    expect(posted).toEqual([{ type: CART_CHANGE_MESSAGE_TYPE, source: cartSyncTabId, count: 2, cart: null }]);
    expect(channel.close).toHaveBeenCalled();
  });

  it("still tells the embedder when there is no channel", () => {
    const host = stubHost();
    publishCartChange({ count: 4, cart: null }, { openChannel: () => null, host });
    expect(host.parent.postMessage).toHaveBeenCalledWith({ type: "quire:cart-count", count: 4 }, "*");
  });

  it("sends nothing for a count that is not a number", () => {
    const bus = stubBus();
    const host = stubHost();
    publishCartChange({ count: Number.NaN, cart: null }, { openChannel: bus.openChannel, host });
    publishCartChange({ count: -1, cart: null }, { openChannel: bus.openChannel, host });
    expect(bus.openChannel).not.toHaveBeenCalled();
    expect(host.parent.postMessage).not.toHaveBeenCalled();
  });

  it("survives a browser without BroadcastChannel", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    expect(() => publishCartChange({ count: 1, cart: null }, { host: null })).not.toThrow();
    expect(subscribeCartChanges(vi.fn())).toBeTypeOf("function");
  });

  it("survives a BroadcastChannel that refuses to open", () => {
    vi.stubGlobal(
      "BroadcastChannel",
      class {
        constructor() {
          throw new DOMException("blocked", "SecurityError");
        }
      },
    );
    expect(() => publishCartChange({ count: 1, cart: null }, { host: null })).not.toThrow();
    const unsubscribe = subscribeCartChanges(vi.fn());
    expect(() => unsubscribe()).not.toThrow();
  });
});

describe("subscribeCartChanges", () => {
  it("hears changes published by another tab", () => {
    const bus = stubBus();
    const listener = vi.fn();
    subscribeCartChanges(listener, { openChannel: bus.openChannel });
    const c = cart();
    bus.fromOtherTab({ type: CART_CHANGE_MESSAGE_TYPE, source: "other-tab", count: 5, cart: c });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ count: 5, cart: c });
  });

  it("ignores the changes this tab published itself", () => {
    const bus = stubBus();
    const listener = vi.fn();
    subscribeCartChanges(listener, { openChannel: bus.openChannel });
    publishCartChange({ count: 1, cart: cart() }, { openChannel: bus.openChannel, host: null });
    expect(bus.opened[1]?.posted).toHaveLength(1); // it was sent...
    expect(listener).not.toHaveBeenCalled(); // ...and not taken for another tab's
  });

  it.each([
    ["no data", null],
    ["a string", "quire:cart-change"],
    ["another message type", { type: "other", source: "other-tab", count: 1, cart: null }],
    ["no source", { type: CART_CHANGE_MESSAGE_TYPE, count: 1, cart: null }],
    ["a count that is text", { type: CART_CHANGE_MESSAGE_TYPE, source: "other-tab", count: "1", cart: null }],
    ["a negative count", { type: CART_CHANGE_MESSAGE_TYPE, source: "other-tab", count: -1, cart: null }],
    ["an infinite count", { type: CART_CHANGE_MESSAGE_TYPE, source: "other-tab", count: Infinity, cart: null }],
  ])("ignores a message with %s", (_case, data) => {
    const bus = stubBus();
    const listener = vi.fn();
    subscribeCartChanges(listener, { openChannel: bus.openChannel });
    bus.fromOtherTab(data);
    expect(listener).not.toHaveBeenCalled();
  });

  it("passes the count on without a cart that does not look like one", () => {
    const bus = stubBus();
    const listener = vi.fn();
    subscribeCartChanges(listener, { openChannel: bus.openChannel });
    bus.fromOtherTab({ type: CART_CHANGE_MESSAGE_TYPE, source: "other-tab", count: 2.9, cart: { items: "x" } });
    expect(listener).toHaveBeenCalledWith({ count: 2, cart: null });
  });

  it("stops hearing changes and closes its channel on unsubscribe, once", () => {
    const bus = stubBus();
    const listener = vi.fn();
    const unsubscribe = subscribeCartChanges(listener, { openChannel: bus.openChannel });
    const channel = bus.opened[0];
    unsubscribe();
    unsubscribe();
    expect(channel?.closed).toBe(true);
    expect(channel?.listenerCount).toBe(0);
    bus.fromOtherTab({ type: CART_CHANGE_MESSAGE_TYPE, source: "other-tab", count: 1, cart: null });
    expect(listener).not.toHaveBeenCalled();
  });

  it("does nothing without a channel", () => {
    const unsubscribe = subscribeCartChanges(vi.fn(), { openChannel: () => null });
    expect(() => unsubscribe()).not.toThrow();
  });

  it("works over the browser's own BroadcastChannel", async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCartChanges(listener);
    const otherTab = new BroadcastChannel(CART_CHANNEL_NAME);
    try {
      publishCartChange({ count: 1, cart: null }, { host: null });
      otherTab.postMessage({ type: CART_CHANGE_MESSAGE_TYPE, source: "other-tab", count: 7, cart: null });
      await vi.waitFor(() => expect(listener).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(listener).toHaveBeenCalledExactlyOnceWith({ count: 7, cart: null });
    } finally {
      otherTab.close();
      unsubscribe();
    }
  });
});

describe("notifyEmbedder", () => {
  it("posts only the count to the parent frame, to any origin, when framed", () => {
    const host = stubHost();
    notifyEmbedder(3, host);
    expect(host.parent.postMessage).toHaveBeenCalledExactlyOnceWith({ type: "quire:cart-count", count: 3 }, "*");
  });

  it("does not post to itself when not framed", () => {
    const host = stubHost(false);
    const spy = vi.fn();
    host.parent.postMessage = spy;
    notifyEmbedder(3, host);
    expect(spy).not.toHaveBeenCalled();
  });

  it("posts the count as JSON to the React Native WebView bridge", () => {
    const native = { postMessage: vi.fn() };
    notifyEmbedder(0, { parent: null, ReactNativeWebView: native });
    expect(native.postMessage).toHaveBeenCalledWith(JSON.stringify({ type: "quire:cart-count", count: 0 }));
  });

  it("tells the native app even when the parent frame throws", () => {
    const native = { postMessage: vi.fn() };
    const parent = {
      postMessage: () => {
        throw new Error("detached");
      },
    };
    expect(() => notifyEmbedder(1, { parent, ReactNativeWebView: native })).not.toThrow();
    expect(native.postMessage).toHaveBeenCalled();
  });

  it("survives a native bridge that throws", () => {
    const native = {
      postMessage: () => {
        throw new Error("bridge gone");
      },
    };
    expect(() => notifyEmbedder(1, { parent: null, ReactNativeWebView: native })).not.toThrow();
  });

  it("uses the real window by default: not framed here, but the native bridge when the app injects it", () => {
    const native = { postMessage: vi.fn() };
    vi.stubGlobal("ReactNativeWebView", native);
    const toParent = vi.spyOn(window, "postMessage");
    publishCartChange({ count: 6, cart: null }, { openChannel: () => null });
    expect(native.postMessage).toHaveBeenCalledWith(JSON.stringify({ type: "quire:cart-count", count: 6 }));
    expect(toParent).not.toHaveBeenCalled();
    toParent.mockRestore();
  });

  it("does nothing without a window", () => {
    expect(() => notifyEmbedder(1, null)).not.toThrow();
  });
});

describe("tab id", () => {
  it("is new for every page load", async () => {
    vi.resetModules();
    const reloaded = await import("./cart-sync");
    expect(reloaded.cartSyncTabId).not.toBe(cartSyncTabId);
    expect(cartSyncTabId.length).toBeGreaterThanOrEqual(8);
  });

  it("is made without crypto.randomUUID too (older browsers, plain http)", async () => {
    vi.stubGlobal("crypto", {});
    vi.resetModules();
    const first = (await import("./cart-sync")).cartSyncTabId;
    vi.resetModules();
    const second = (await import("./cart-sync")).cartSyncTabId;
    expect(first).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    expect(second).not.toBe(first);
  });
});
