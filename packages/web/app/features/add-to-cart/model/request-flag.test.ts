import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cartRequestFlag, createRequestFlag, runCartRequest, useCartRequestInFlight } from "./request-flag";

afterEach(() => {
  cartRequestFlag.end();
});

describe("request flag", () => {
  it("lets one cart-changing request in at a time", () => {
    const flag = createRequestFlag();
    expect(flag.isInFlight()).toBe(false);
    expect(flag.begin()).toBe(true);
    expect(flag.isInFlight()).toBe(true);
    expect(flag.begin()).toBe(false);
    expect(flag.isInFlight()).toBe(true);
    flag.end();
    expect(flag.isInFlight()).toBe(false);
    expect(flag.begin()).toBe(true);
  });

  it("tells subscribers about each change, and only about changes", () => {
    const flag = createRequestFlag();
    const listener = vi.fn();
    const unsubscribe = flag.subscribe(listener);
    flag.begin();
    flag.begin(); // refused: no change
    flag.end();
    flag.end(); // already ended: no change
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    flag.begin();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("tells every subscriber even when one unsubscribes while being told", () => {
    const flag = createRequestFlag();
    const second = vi.fn();
    const unsubscribeFirst = flag.subscribe(() => unsubscribeFirst());
    flag.subscribe(second);
    flag.begin();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("is one flag for the whole page", () => {
    expect(cartRequestFlag.begin()).toBe(true);
    expect(cartRequestFlag.begin()).toBe(false);
  });
});

describe("runCartRequest", () => {
  it("runs the request under the flag and releases it when the request finishes", async () => {
    const flag = createRequestFlag();
    let finish: (value: string) => void = () => {};
    const pending = runCartRequest(() => new Promise<string>((resolve) => (finish = resolve)), flag);
    expect(flag.isInFlight()).toBe(true);
    finish("done");
    await expect(pending).resolves.toBe("done");
    expect(flag.isInFlight()).toBe(false);
  });

  it("sends nothing while another request is in flight", () => {
    const flag = createRequestFlag();
    flag.begin();
    const request = vi.fn(() => Promise.resolve(1));
    expect(runCartRequest(request, flag)).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(flag.isInFlight()).toBe(true);
  });

  it("releases the flag on a failed request and passes the failure on", async () => {
    const flag = createRequestFlag();
    const failure = new Error("500");
    await expect(runCartRequest(() => Promise.reject(failure), flag)).rejects.toBe(failure);
    expect(flag.isInFlight()).toBe(false);
  });

  it("releases the flag when the request throws before returning its promise", async () => {
    const flag = createRequestFlag();
    const failure = new Error("bad input");
    const pending = runCartRequest(() => {
      throw failure;
    }, flag);
    expect(flag.isInFlight()).toBe(false);
    await expect(pending).rejects.toBe(failure);
  });

  it("uses the page's flag by default", () => {
    const pending = runCartRequest(() => new Promise<never>(() => {}));
    expect(pending).not.toBeNull();
    expect(cartRequestFlag.isInFlight()).toBe(true);
  });
});

describe("useCartRequestInFlight", () => {
  it("re-renders when a request starts and finishes", () => {
    const flag = createRequestFlag();
    const { result } = renderHook(() => useCartRequestInFlight(flag));
    expect(result.current).toBe(false);
    act(() => {
      flag.begin();
    });
    expect(result.current).toBe(true);
    act(() => {
      flag.end();
    });
    expect(result.current).toBe(false);
  });

  it("follows the page's flag by default", () => {
    const { result } = renderHook(() => useCartRequestInFlight());
    act(() => {
      cartRequestFlag.begin();
    });
    expect(result.current).toBe(true);
  });

  it("stops listening when the component unmounts", () => {
    const flag = createRequestFlag();
    const listening = new Set<() => void>();
    const tracked = {
      ...flag,
      subscribe(listener: () => void) {
        listening.add(listener);
        const unsubscribe = flag.subscribe(listener);
        return () => {
          listening.delete(listener);
          unsubscribe();
        };
      },
    };
    const { unmount } = renderHook(() => useCartRequestInFlight(tracked));
    expect(listening.size).toBe(1);
    unmount();
    expect(listening.size).toBe(0);
  });

  it("reads false in the server render, whatever the flag says", () => {
    const flag = createRequestFlag();
    flag.begin();
    function Probe() {
      return createElement("span", null, String(useCartRequestInFlight(flag)));
    }
    expect(renderToString(createElement(Probe))).toBe("<span>false</span>");
  });
});
