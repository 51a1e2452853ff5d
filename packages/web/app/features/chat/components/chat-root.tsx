import { Suspense, lazy, useSyncExternalStore } from "react";
import { isChatOpen, subscribeChatOpen } from "../chat-open";

// The chat's place on every page (root.tsx renders it once, outside the header, so closing a
// phone menu leaves chat open). Only the open flag is in the first load: the host and its widget
// load when chat first opens (decision 074).

const ChatHost = lazy(() => import("./chat-host").then((m) => ({ default: m.ChatHost })));

export function ChatRoot({ signedIn }: { signedIn: boolean }) {
  const open = useSyncExternalStore(subscribeChatOpen, isChatOpen, () => false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatHost signedIn={signedIn} />
    </Suspense>
  );
}
