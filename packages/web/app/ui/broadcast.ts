// The BroadcastChannel plumbing shared by the cross-tab syncs (cart, session): open a channel by
// name when the browser has one, post and close, or listen until unsubscribed. Every call is
// guarded, since a channel can be missing, blocked or already closed.

/** The part of BroadcastChannel used here, so tests and old browsers can supply their own. */
export interface BroadcastPort {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** null: no cross-tab channel (BroadcastChannel missing or blocked) */
export type OpenBroadcastPort = (name: string) => BroadcastPort | null;

export function openBroadcastChannel(name: string): BroadcastPort | null {
  try {
    return typeof BroadcastChannel === "function" ? new BroadcastChannel(name) : null;
  } catch {
    return null;
  }
}

/**
 * Opens the channel, posts the first of the messages it accepts (a message that cannot be cloned
 * is refused, so a later one can be a smaller fallback) and closes it. Without a channel it does
 * nothing.
 */
export function broadcast(name: string, messages: readonly unknown[], open: OpenBroadcastPort = openBroadcastChannel): void {
  const channel = open(name);
  if (!channel) return;
  for (const message of messages) {
    try {
      channel.postMessage(message);
      break;
    } catch {}
  }
  try {
    channel.close();
  } catch {}
}

/**
 * Calls onData with the data of every message on the channel. Returns an unsubscribe that stops
 * listening and closes the channel (once). Without a channel it does nothing.
 */
export function listenToBroadcasts<T = unknown>(
  name: string,
  // what the channel's publishers send; the listener still checks what it reads, as any tab may post
  onData: (data: T | null) => void,
  open: OpenBroadcastPort = openBroadcastChannel,
): () => void {
  const channel = open(name);
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent) => onData(event.data);
  channel.addEventListener("message", onMessage);
  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    channel.removeEventListener("message", onMessage);
    try {
      channel.close();
    } catch {}
  };
}
