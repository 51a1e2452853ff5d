import { chatInitEvent } from "@quire/domain";
import { type ComponentType, useEffect, useState } from "react";
import { useT } from "../../../lib/i18n";
import { analyticsSite, track } from "../../../ui/analytics/track";
import { setChatOpen } from "../chat-open";
import { type ChatWidgetProps, loadChatWidget } from "../chat-state";

// Chat while it is open (chat-root.tsx mounts it on opening and unmounts it on closing): sends
// analytics' "chat init", loads the widget's chunk and polls for the widget (chat-state.ts); a
// widget that never comes is logged with the spec's words and the shopper is told. On closing,
// focus goes back to where it was ("Chat", when still on the page).

type Status = { kind: "loading" } | { kind: "ready"; Widget: ComponentType<ChatWidgetProps> } | { kind: "failed" };

export function ChatHost({ signedIn }: { signedIn: boolean }) {
  const { t } = useT();
  const [status, setStatus] = useState<Status>({ kind: "loading" });

  useEffect(() => {
    const opener = document.activeElement;
    let closed = false;
    track(chatInitEvent(analyticsSite()));
    void loadChatWidget(() => import("./chat-widget")).then((Widget) => {
      if (!closed) setStatus(Widget ? { kind: "ready", Widget } : { kind: "failed" });
    });
    return () => {
      closed = true;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const close = () => setChatOpen(false);
  if (status.kind === "ready") return <status.Widget onClose={close} signedIn={signedIn} />;
  return (
    <section className="chat-panel" role="dialog" aria-label={t("Chat with us")}>
      <p className="chat-panel__status" role="status">
        {status.kind === "loading"
          ? t("Loading chat…")
          : t("Chat is not available right now. Please call us or try again later.")}
      </p>
      <button type="button" className="button button--secondary" onClick={close}>
        {t("Close")}
      </button>
    </section>
  );
}
