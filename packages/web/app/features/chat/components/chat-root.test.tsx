import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setChatOpen } from "../chat-open";
import { ChatRoot } from "./chat-root";
import { ChatOpener } from "./chat-opener";

// The header's "Chat" and the chat it opens, in a simulated DOM: nothing of the widget until
// opened, "chat init" sent on opening, the conversation read and a message sent through the
// request layer, a guest asked to sign in, a 400 shown in the server's words, Escape closing it.

const conversation = (messages: { author: "SHOPPER" | "CSR"; text: string }[]) => ({
  id: "7",
  shopperName: "Riley Registered",
  messages: messages.map((m, i) => ({
    id: `m${i}`,
    author: m.author,
    authorName: m.author === "CSR" ? "Sam" : "Riley",
    text: m.text,
    sentAt: "2026-12-03T10:00:00.000Z",
  })),
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function page(signedIn = true) {
  return render(
    <>
      <ChatOpener text="Chat" />
      <ChatRoot signedIn={signedIn} />
    </>,
  );
}

describe("chat", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    window.dataLayer = [];
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    document.cookie = "quire_csrf=tok";
  });
  afterEach(() => {
    // the widget's chunk stays loaded, as on a page: the next test opens chat afresh
    act(() => setChatOpen(false));
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is a link to the help page until opened, then loads the widget, sends chat init and shows the conversation", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === "/api/chat"
        ? json(200, conversation([{ author: "CSR", text: "Welcome back!" }]))
        : new Response(null, { status: 204 }),
    );
    page();
    const link = screen.getByRole("link", { name: "Chat" });
    expect(link.getAttribute("href")).toBe("/help");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
    expect(window.dataLayer?.filter((e) => (e as { event?: string }).event === "chatInit")).toHaveLength(1);
    const dialog = screen.getByRole("dialog", { name: "Chat with us" });
    expect(dialog.querySelector(".chat-message--rep")?.textContent).toContain("Sam, customer service");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Your message")));
  });

  it("sends what the shopper writes and shows the server's conversation", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === "/api/chat") return json(200, conversation([]));
      if (url === "/api/chat/messages" && init?.method === "POST") {
        const { text } = JSON.parse(String(init.body)) as { text: string };
        return json(201, conversation([{ author: "SHOPPER", text }]));
      }
      return new Response(null, { status: 204 });
    });
    page();
    fireEvent.click(screen.getByRole("link", { name: "Chat" }));
    const field = await screen.findByLabelText("Your message");
    fireEvent.change(field, { target: { value: "Do you deliver on Saturdays?" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(await screen.findByText("Do you deliver on Saturdays?")).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/chat/messages")!;
    expect(sent[1].headers).toMatchObject({ "x-csrf-token": "tok", "x-http-encode": "1" });
    expect((field as HTMLTextAreaElement).value).toBe("");
  });

  it("shows a refused message in the server's words and keeps what was typed", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === "/api/chat") return json(200, conversation([]));
      if (init?.method === "POST" && url === "/api/chat/messages") {
        return json(400, { code: "CARD_NUMBER_NOT_ACCEPTED", message: "Card numbers are entered in the secure card form only." });
      }
      return new Response(null, { status: 204 });
    });
    page();
    fireEvent.click(screen.getByRole("link", { name: "Chat" }));
    const field = await screen.findByLabelText("Your message");
    fireEvent.change(field, { target: { value: "4111 1111 1111 1111" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Card numbers are entered in the secure card form only.");
    expect((field as HTMLTextAreaElement).value).toBe("4111 1111 1111 1111");
  });

  it("says in the server's words when the shopper has sent too many messages, keeping what was typed", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === "/api/chat") return json(200, conversation([]));
      if (init?.method === "POST" && url === "/api/chat/messages") {
        return json(429, {
          code: "TOO_MANY_ATTEMPTS",
          message: "Too many chat messages. Please wait 1 minute and try again.",
          retryAfterSeconds: 42,
        });
      }
      return new Response(null, { status: 204 });
    });
    page();
    fireEvent.click(screen.getByRole("link", { name: "Chat" }));
    const field = await screen.findByLabelText("Your message");
    fireEvent.change(field, { target: { value: "One more thing" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many chat messages. Please wait 1 minute and try again.");
    expect((field as HTMLTextAreaElement).value).toBe("One more thing");
  });

  it("asks a guest to sign in and comes back here after, without asking for a conversation", async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    window.history.pushState({}, "", "/cart");
    page(false);
    fireEvent.click(screen.getByRole("link", { name: "Chat" }));
    expect(await screen.findByText("Sign in to chat with us.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/office/supplies/login?jumpUrl=%2Fcart");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/chat"))).toEqual([]);
    window.history.pushState({}, "", "/");
  });

  it("asks to sign in and stops asking when the session has ended elsewhere", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockImplementation(async (url: string) =>
        url === "/api/chat"
          ? json(401, { code: "UNAUTHORIZED", message: "Sign in to chat with us." })
          : new Response(null, { status: 204 }),
      );
      page();
      fireEvent.click(screen.getByRole("link", { name: "Chat" }));
      expect(await screen.findByText("Sign in to chat with us.")).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(fetchMock.mock.calls.filter(([url]) => url === "/api/chat")).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes with Escape and with the close button", async () => {
    fetchMock.mockImplementation(async () => json(200, conversation([])));
    page();
    fireEvent.click(screen.getByRole("link", { name: "Chat" }));
    const field = await screen.findByLabelText("Your message");
    fireEvent.keyDown(field, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("link", { name: "Chat" }));
    fireEvent.click(await screen.findByRole("button", { name: "Close chat" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
