import type { ChatOpenerProps } from "../../../ui/chat-slot";
import { HELP_PATH } from "../../../ui/chat-slot";
import { setChatOpen } from "../chat-open";

/**
 * The header's "Chat" (actionType chat): the help page until the page is interactive (and without
 * JavaScript), then it opens the chat, whose widget loads only now (chat-host.tsx).
 */
export function ChatOpener({ text, className, onFollow }: ChatOpenerProps) {
  return (
    <a
      href={HELP_PATH}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onFollow?.();
        setChatOpen(true);
      }}
    >
      {text}
    </a>
  );
}
