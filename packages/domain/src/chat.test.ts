import { describe, expect, it } from "vitest";
import { CHAT_LOAD_FAILED, CHAT_MESSAGE_MAX, checkChatText } from "./chat";

describe("chat text", () => {
  it("keeps a message trimmed, with its line ends as \\n and no control characters", () => {
    expect(checkChatText("  Where is my order?\r\nIt was due\u0007 today.  ")).toEqual({
      ok: true,
      text: "Where is my order?\nIt was due today.",
    });
  });

  it("refuses no text, blank text, and text that is not a string", () => {
    for (const raw of [undefined, null, 42, "", "   \n\t "]) {
      expect(checkChatText(raw)).toEqual({ ok: false, code: "VALIDATION_ERROR", message: "text: write a message." });
    }
  });

  it("takes the longest message and refuses one character more", () => {
    expect(checkChatText("a".repeat(CHAT_MESSAGE_MAX)).ok).toBe(true);
    expect(checkChatText("a".repeat(CHAT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      code: "VALIDATION_ERROR",
      message: "text: a message is at most 1000 characters.",
    });
  });

  it("refuses a card number, which goes to the card form only", () => {
    expect(checkChatText("my card is 4111 1111 1111 1111")).toEqual({
      ok: false,
      code: "CARD_NUMBER_NOT_ACCEPTED",
      message: "Card numbers are entered in the secure card form only.",
    });
  });

  it("says the spec's words when the widget never loads", () => {
    expect(CHAT_LOAD_FAILED).toBe("Chat failed to load in 2000 tries !");
  });
});
