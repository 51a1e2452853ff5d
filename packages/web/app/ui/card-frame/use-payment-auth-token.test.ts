import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_TOKEN_URL } from "./payment-auth-client";
import { AUTH_TOKEN_KEY, AUTH_TOKEN_VALIDITY_KEY, resolvePaymentAuthToken, usePaymentAuthToken } from "./use-payment-auth-token";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const fresh = { value: "tok-new", validUntil: at(24 * HOUR), tokenType: "SP", transactionId: "t-1" };
let fetchMock: ReturnType<typeof vi.fn>;
let errors: ReturnType<typeof vi.spyOn>;

function store(value: string, validUntil: string) {
  localStorage.setItem(AUTH_TOKEN_KEY, value);
  localStorage.setItem(AUTH_TOKEN_VALIDITY_KEY, validUntil);
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = "quire_csrf=csrf-1; path=/";
  fetchMock = vi.fn(() => Promise.resolve(answer(200, fresh)));
  vi.stubGlobal("fetch", fetchMock);
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  errors.mockRestore();
  document.cookie = "quire_csrf=; max-age=0; path=/";
});

describe("the payment auth token refresh rule", () => {
  it("uses the stored token while it is more than 6 hours from its end, without a call", async () => {
    store("tok-stored", at(6 * HOUR + 60_000));
    await expect(resolvePaymentAuthToken({ pageToken: null, checkoutId: "cart-1", now: NOW })).resolves.toBe("tok-stored");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches a new one within 6 hours of the end, and stores it", async () => {
    store("tok-stored", at(6 * HOUR - 60_000));
    await expect(resolvePaymentAuthToken({ pageToken: null, checkoutId: "cart-1", now: NOW })).resolves.toBe("tok-new");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(AUTH_TOKEN_URL);
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers["x-csrf-token"]).toBe("csrf-1");
    expect(JSON.parse(init.body)).toEqual({ vendorPayment: { checkoutId: "cart-1" } });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("tok-new");
    expect(localStorage.getItem(AUTH_TOKEN_VALIDITY_KEY)).toBe(fresh.validUntil);
  });

  it.each([
    ["missing", null, null],
    ["the text 'null'", "null", at(24 * HOUR)],
    ["without validity", "tok-stored", null],
    ["with an unreadable validity", "tok-stored", "soon"],
  ])("fetches when the stored token is %s", async (_case, value, validUntil) => {
    if (value !== null) localStorage.setItem(AUTH_TOKEN_KEY, value);
    if (validUntil !== null) localStorage.setItem(AUTH_TOKEN_VALIDITY_KEY, validUntil);
    await expect(resolvePaymentAuthToken({ pageToken: null, checkoutId: null, now: NOW })).resolves.toBe("tok-new");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("takes the page's fresh token (read for this cart) before the stored one, and stores it", async () => {
    store("tok-stored", at(24 * HOUR));
    const pageToken = { value: "tok-page", validUntil: at(20 * HOUR) };
    await expect(resolvePaymentAuthToken({ pageToken, checkoutId: null, now: NOW })).resolves.toBe("tok-page");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("tok-page");
  });

  it("accepts an answer wrapped in data", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { data: fresh })));
    await expect(resolvePaymentAuthToken({ pageToken: null, checkoutId: null, now: NOW })).resolves.toBe("tok-new");
  });

  it("retries a failed request once, logging a 500 as AUTH_FAILURE", async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(answer(500, { code: "INTERNAL" })));
    await expect(resolvePaymentAuthToken({ pageToken: null, checkoutId: null, now: NOW })).resolves.toBe("tok-new");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith("AUTH_FAILURE", { status: 500 });
  });

  it("gives up after the retry and stores nothing", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("Network Error")));
    await expect(resolvePaymentAuthToken({ pageToken: null, checkoutId: null, now: NOW })).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(errors).toHaveBeenCalledWith("AUTH_DATA_NOT_AVAILABLE");
  });

  it.each([
    ["no value", { validUntil: at(24 * HOUR) }],
    ["a null value", { value: null, validUntil: at(24 * HOUR) }],
    ["the text 'null'", { value: "null", validUntil: at(24 * HOUR) }],
  ])("an answer with %s is AUTH_DATA_NOT_AVAILABLE, never stored", async (_case, body) => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, body)));
    await expect(resolvePaymentAuthToken({ pageToken: null, checkoutId: null, now: NOW })).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith("AUTH_DATA_NOT_AVAILABLE");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe("usePaymentAuthToken", () => {
  it("asks for nothing until the frame is wanted, then answers the token", async () => {
    const { result, rerender } = renderHook(({ enabled }) => usePaymentAuthToken(enabled, null, "cart-1"), {
      initialProps: { enabled: false },
    });
    expect(result.current).toMatchObject({ status: "idle", token: null });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(result.current.status).toBe("loading");
    await act(async () => {});
    expect(result.current).toMatchObject({ status: "ready", token: "tok-new" });
  });

  it("fetches a new token when the gateway refused the one it was given, whatever is held", async () => {
    const pageToken = { value: "tok-page", validUntil: new Date(Date.now() + 20 * HOUR).toISOString() };
    const { result } = renderHook(() => usePaymentAuthToken(true, pageToken, "cart-1"));
    await act(async () => {});
    expect(result.current).toMatchObject({ status: "ready", token: "tok-page" });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => result.current.refresh());
    expect(result.current.status).toBe("loading");
    await act(async () => {});
    expect(result.current).toMatchObject({ status: "ready", token: "tok-new" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says failed when no token could be had", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(500, {})));
    const { result } = renderHook(() => usePaymentAuthToken(true, null, null));
    await act(async () => {});
    expect(result.current).toMatchObject({ status: "failed", token: null });
  });
});
