import type { ComponentType } from "react";
import { CHAT_LOAD_FAILED, CHAT_WIDGET_POLL_MS, CHAT_WIDGET_TRIES } from "@quire/domain";
import { reportClientError } from "../../lib/client-error-log";

// The chat widget's loading (decision 074), loaded with the chat host when chat first opens. The
// widget is its own chunk: it registers itself here when it has loaded, and the host
// polls for it as the spec says (up to 2000 tries, 10 ms apart), so a chunk that never arrives
// ends in one logged failure instead of a chat that spins for ever.

export interface ChatWidgetProps {
  onClose: () => void;
  /** a guest is asked to sign in without asking the server for a conversation they cannot have */
  signedIn: boolean;
}

let widget: ComponentType<ChatWidgetProps> | null = null;

/** The widget's chunk calls this once it has loaded. */
export function registerChatWidget(component: ComponentType<ChatWidgetProps>): void {
  widget = component;
}

export function registeredChatWidget(): ComponentType<ChatWidgetProps> | null {
  return widget;
}

export interface PollOptions {
  tries?: number;
  everyMs?: number;
}

/**
 * Resolves with the widget once registered, checking every `everyMs` at most `tries` times; null
 * when it never came.
 */
export function waitForChatWidget({
  tries = CHAT_WIDGET_TRIES,
  everyMs = CHAT_WIDGET_POLL_MS,
}: PollOptions = {}): Promise<ComponentType<ChatWidgetProps> | null> {
  return new Promise((resolve) => {
    let tried = 0;
    const check = () => {
      tried += 1;
      const found = registeredChatWidget();
      if (found) resolve(found);
      else if (tried >= tries) resolve(null);
      else setTimeout(check, everyMs);
    };
    check();
  });
}

/**
 * Starts the widget's chunk and polls for the widget; when it never comes (the chunk failed or
 * never registered), the client log gets the spec's words and the answer is null.
 */
export async function loadChatWidget(
  importWidget: () => Promise<unknown>,
  poll: PollOptions = {},
): Promise<ComponentType<ChatWidgetProps> | null> {
  void importWidget().catch(() => undefined);
  const found = await waitForChatWidget(poll);
  if (!found) void reportClientError({ msg: CHAT_LOAD_FAILED });
  return found;
}

/** for tests: a page on which the widget has not loaded */
export function resetChatState(): void {
  widget = null;
}
