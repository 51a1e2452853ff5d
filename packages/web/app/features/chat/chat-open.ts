// Whether chat is open (decision 074): all that the page's first load holds of chat, shared by the
// header's "Chat" and the root's chat slot. Everything else loads when chat first opens.

type Listener = () => void;
const listeners = new Set<Listener>();
let open = false;

export function isChatOpen(): boolean {
  return open;
}

export function setChatOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** for useSyncExternalStore */
export function subscribeChatOpen(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
