import { CARD_MESSAGES } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CardFrame } from "./card-frame";

const GATEWAY = "http://pay.localhost:3000";

function fromFrame(data: unknown, origin = GATEWAY) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { origin, data }));
  });
}

const frame = () => screen.getByTitle("Card details") as HTMLIFrameElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let posted: Array<[unknown, string]>;
const HELLO = { type: "quire-gateway:hello" };
/** What the page posted other than its hellos (asking the frame to say ready again is always safe). */
const withoutHello = () => posted.filter(([message]) => (message as { type?: string }).type !== HELLO.type);

function renderFrame(props: Partial<Parameters<typeof CardFrame>[0]> = {}) {
  const onCard = vi.fn();
  // What the page posts to the frame: the frame's window stands in for the gateway's.
  const gatewayWindow = {
    postMessage: (message: unknown, target: string) => {
      posted.push([message, target]);
    },
  } as unknown as Window;
  vi.spyOn(HTMLIFrameElement.prototype, "contentWindow", "get").mockReturnValue(gatewayWindow);
  const view = render(<CardFrame gatewayOrigin={GATEWAY} authToken="auth-1" authFailed={false} onCard={onCard} {...props} />);
  return { onCard, ...view };
}

// The gateway is not running here: happy-dom is asked not to navigate the frame to its page.
type HappyDomWindow = Window & { happyDOM?: { settings: { navigation: { disableChildFrameNavigation: boolean } } } };
const happyDom = (window as HappyDomWindow).happyDOM;

beforeEach(() => {
  if (happyDom) happyDom.settings.navigation.disableChildFrameNavigation = true;
  vi.useFakeTimers();
  posted = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("CardFrame", () => {
  it("loads the gateway's card form with this page's origin", () => {
    renderFrame();
    expect(frame().getAttribute("src")).toBe(`${GATEWAY}/hosted/card-form?origin=${encodeURIComponent(window.location.origin)}`);
  });

  it("shows the retry message after 8 s without a ready message, then the still-failing one", async () => {
    renderFrame();
    await advance(7999);
    expect(screen.queryByRole("alert")).toBeNull();
    await advance(1);
    const retry = screen.getByRole("button", { name: CARD_MESSAGES.frameTimeout });
    expect(retry.closest("[role=alert]")).not.toBeNull();

    const before = frame();
    fireEvent.click(retry);
    // The frame is loaded again and the message goes while it loads.
    expect(frame()).not.toBe(before);
    expect(screen.queryByRole("button", { name: CARD_MESSAGES.frameTimeout })).toBeNull();
    await advance(7999);
    expect(screen.queryByRole("alert")).toBeNull();
    await advance(1);
    expect(screen.getByRole("alert").textContent).toBe(CARD_MESSAGES.frameStillFailing);
    expect(screen.queryByRole("button", { name: CARD_MESSAGES.frameTimeout })).toBeNull();
  });

  it("a ready frame gets the auth token for the gateway's origin only, and no timeout message", async () => {
    renderFrame();
    fromFrame({ type: "quire-gateway:ready" });
    expect(withoutHello()).toEqual([[{ type: "quire-gateway:auth", authToken: "auth-1" }, GATEWAY]]);
    await advance(10_000);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the token when it arrives after the frame is ready", async () => {
    const { rerender, onCard } = renderFrame({ authToken: null });
    fromFrame({ type: "quire-gateway:ready" });
    expect(withoutHello()).toEqual([]);
    rerender(<CardFrame gatewayOrigin={GATEWAY} authToken="auth-2" authFailed={false} onCard={onCard} />);
    expect(withoutHello()).toEqual([[{ type: "quire-gateway:auth", authToken: "auth-2" }, GATEWAY]]);
  });

  it("ignores messages from any other origin", async () => {
    const { onCard } = renderFrame();
    fromFrame({ type: "quire-gateway:ready" }, "http://evil.localhost:3000");
    fromFrame(
      { type: "quire-gateway:token", token: "t", brand: "VISA", last4: "1111", expiryMonth: 4, expiryYear: 2030 },
      "null",
    );
    expect(withoutHello()).toEqual([]);
    expect(onCard).not.toHaveBeenCalled();
    await advance(8000);
    expect(screen.getByRole("button", { name: CARD_MESSAGES.frameTimeout })).toBeTruthy();
  });

  it("hands the page the gateway's token with brand, last four and expiry", () => {
    const { onCard } = renderFrame();
    fromFrame({ type: "quire-gateway:token", token: "gw-tok", brand: "VISA", last4: "1111", expiryMonth: 4, expiryYear: 2030 });
    expect(onCard).toHaveBeenCalledWith({ token: "gw-tok", brand: "VISA", last4: "1111", expiryMonth: 4, expiryYear: 2030 });
  });

  it("shows the gateway's error as sent, and a failed submit with the submit message", () => {
    renderFrame();
    fromFrame({ type: "quire-gateway:error", code: "CARD_INVALID", message: "Please check the card number." });
    expect(screen.getByRole("alert").textContent).toBe("Please check the card number.");
    fromFrame({ type: "quire-gateway:error", code: "SUBMIT_FAILED" });
    expect(screen.getByRole("alert").textContent).toBe(CARD_MESSAGES.frameSubmit);
  });

  it("asks the page for a new auth token when the gateway refused it, and sends the new one", () => {
    const onAuthRejected = vi.fn();
    const { rerender, onCard } = renderFrame({ onAuthRejected });
    fromFrame({ type: "quire-gateway:ready" });
    fromFrame({ type: "quire-gateway:error", code: "AUTH_FAILURE", message: "Your session timed out. Please try again." });
    expect(onAuthRejected).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert").textContent).toBe("Your session timed out. Please try again.");
    rerender(
      <CardFrame gatewayOrigin={GATEWAY} authToken="auth-2" authFailed={false} onCard={onCard} onAuthRejected={onAuthRejected} />,
    );
    expect(withoutHello().map(([message]) => message)).toEqual([
      { type: "quire-gateway:auth", authToken: "auth-1" },
      { type: "quire-gateway:auth", authToken: "auth-2" },
    ]);
  });

  it("a submit that reached no answer shows the submit message", () => {
    renderFrame();
    fromFrame({ type: "quire-gateway:error", code: "SPAY_API_FAILURE", message: "Network error" });
    expect(screen.getByRole("alert").textContent).toBe(CARD_MESSAGES.frameSubmit);
  });

  it("sizes itself from the frame's height message, within bounds", () => {
    renderFrame();
    fromFrame({ type: "quire-gateway:height", height: 412.2 });
    expect(frame().style.height).toBe("413px");
    fromFrame({ type: "quire-gateway:height", height: 99_999 });
    expect(frame().style.height).toBe("1200px");
  });

  it("asks the frame to say ready and its height again, on mount and on its load, and sends the token on every ready", () => {
    renderFrame();
    // on mount: a frame in the server's HTML may have spoken before the page listened
    expect(posted[0]).toEqual([HELLO, GATEWAY]);
    posted = [];
    fireEvent.load(frame());
    expect(posted).toEqual([[HELLO, GATEWAY]]);
    fromFrame({ type: "quire-gateway:ready" });
    fromFrame({ type: "quire-gateway:height", height: 300 });
    fromFrame({ type: "quire-gateway:ready" });
    expect(posted[0]).toEqual([HELLO, GATEWAY]);
    // a frame that says ready again may be a new document that never got the token (a lost first send)
    expect(posted.filter(([message]) => (message as { type: string }).type === "quire-gateway:auth")).toEqual([
      [{ type: "quire-gateway:auth", authToken: "auth-1" }, GATEWAY],
      [{ type: "quire-gateway:auth", authToken: "auth-1" }, GATEWAY],
    ]);
    expect(frame().style.height).toBe("300px");
  });

  it("a frame rendered with the server's origin for the page loads with it, and with the browser's when they differ", () => {
    renderFrame({ parentOrigin: window.location.origin });
    expect(frame().getAttribute("src")).toBe(`${GATEWAY}/hosted/card-form?origin=${encodeURIComponent(window.location.origin)}`);
    cleanup();
    renderFrame({ parentOrigin: "http://behind-a-proxy.example" });
    expect(frame().getAttribute("src")).toBe(`${GATEWAY}/hosted/card-form?origin=${encodeURIComponent(window.location.origin)}`);
  });

  it("says a gateway message in the page's words when given them", () => {
    renderFrame({ say: (message) => `[${message}]` });
    fromFrame({ type: "quire-gateway:error", code: "CARD_INVALID", message: "Please check the card number." });
    expect(screen.getByRole("alert").textContent).toBe("[Please check the card number.]");
  });

  it("says so when no auth token could be had", () => {
    renderFrame({ authToken: null, authFailed: true });
    expect(screen.getByRole("alert").textContent).toBe(CARD_MESSAGES.frameSubmit);
  });
});
