import { CHAT_MESSAGE_MAX, CHAT_POLL_MS, type ChatConversation, LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../lib/i18n";
import { RequestError } from "../../../lib/request";
import { readConversation, sendMessage } from "../api/chat-client";
import { type ChatWidgetProps, registerChatWidget } from "../chat-state";

// The chat widget (decision 074), its own chunk: loaded when the shopper opens chat. It reads the
// shopper's conversation, asks again every few seconds while open (a rep's answer shows at the
// next ask) and sends what they write. A guest is asked to sign in. A non-modal panel: the page
// stays usable; Escape closes it and focus goes back to "Chat".

type Load = { kind: "loading" } | { kind: "signIn" } | { kind: "ready"; conversation: ChatConversation } | { kind: "error" };

const time = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { hour: "numeric", minute: "2-digit" }).format(new Date(iso));

export function ChatWidget({ onClose, signedIn }: ChatWidgetProps) {
  const { t, language } = useT();
  const titleId = useId();
  const [load, setLoad] = useState<Load>(signedIn ? { kind: "loading" } : { kind: "signIn" });
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);

  // Asks for the conversation now and every few seconds while open and in view; an ask still on
  // its way when the next is due is let be (the request layer refuses the repeat).
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const ask = () =>
      readConversation(controller.signal).then(
        (conversation) => setLoad({ kind: "ready", conversation }),
        (e: unknown) => {
          if (controller.signal.aborted) return;
          if (e instanceof RequestError && e.code === "DUPLICATE_REQUEST") return;
          if (e instanceof RequestError && e.status === 401) {
            // signed out in another tab: asking again would only be refused again
            clearInterval(timer);
            setLoad({ kind: "signIn" });
          } else setLoad((now) => (now.kind === "ready" ? now : { kind: "error" }));
        },
      );
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") void ask();
    }, CHAT_POLL_MS);
    // after the timer exists: a refusal, which stops it, always comes later than this line
    void ask();
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [signedIn]);

  // Escape closes the panel from anywhere inside it.
  useEffect(() => {
    const node = panel.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    node?.addEventListener("keydown", onKey);
    return () => node?.removeEventListener("keydown", onKey);
  }, [onClose]);

  const ready = load.kind === "ready";
  const count = ready ? load.conversation.messages.length : 0;
  useEffect(() => {
    if (ready) field.current?.focus();
  }, [ready]);
  // the latest message in view
  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [count]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSending(true);
    let repeat = false;
    try {
      const conversation = await sendMessage(text);
      setLoad({ kind: "ready", conversation });
      setText("");
    } catch (e) {
      // the first send is still on its way: it answers
      repeat = e instanceof RequestError && e.code === "DUPLICATE_REQUEST";
      if (repeat) return;
      if (e instanceof RequestError && e.status === 401) setLoad({ kind: "signIn" });
      else
        setError(
          // a refusal (400) or the shopper's limit (429) in the server's words
          e instanceof RequestError && (e.status === 400 || e.status === 429)
            ? t(e.message)
            : t("Your message was not sent. Please try again."),
        );
    } finally {
      if (!repeat) setSending(false);
    }
  };

  const here = typeof window === "undefined" ? "/" : window.location.pathname;
  const tenant =
    typeof document !== "undefined" && document.documentElement.dataset.tenant === "advantage" ? "advantage" : "dotcom";

  return (
    <section className="chat-panel" role="dialog" aria-labelledby={titleId} ref={panel}>
      <div className="chat-panel__head">
        <h2 id={titleId} className="chat-panel__title">
          {t("Chat with us")}
        </h2>
        <button type="button" className="chat-panel__close" onClick={onClose} aria-label={t("Close chat")}>
          ×
        </button>
      </div>
      {load.kind === "loading" ? (
        <p className="chat-panel__status" role="status">
          {t("Loading chat…")}
        </p>
      ) : null}
      {load.kind === "error" ? (
        <p className="chat-panel__status" role="alert">
          {t("Chat is not available right now. Please call us or try again later.")}
        </p>
      ) : null}
      {load.kind === "signIn" ? (
        <p className="chat-panel__status">
          {t("Sign in to chat with us.")} <a href={withReturnTarget(LOGIN_ROUTES.identityLogin, here, tenant)}>{t("Sign in")}</a>
        </p>
      ) : null}
      {ready ? (
        <>
          <div className="chat-panel__log" role="log" aria-label={t("Conversation")} ref={log}>
            <ol className="chat-panel__messages">
              {load.conversation.messages.length === 0 ? (
                <li className="chat-panel__hint">{t("Ask us anything: a customer service rep answers here.")}</li>
              ) : null}
              {load.conversation.messages.map((m) => (
                <li key={m.id} className={`chat-message chat-message--${m.author === "CSR" ? "rep" : "me"}`}>
                  <span className="chat-message__who">
                    {m.author === "CSR" ? t("{{name}}, customer service", { name: m.authorName }) : t("You")}
                    {", "}
                    <time dateTime={m.sentAt}>{time(m.sentAt, language)}</time>
                  </span>
                  <span className="chat-message__text">{m.text}</span>
                </li>
              ))}
            </ol>
          </div>
          <form className="chat-panel__form" onSubmit={(e) => void submit(e)}>
            <label htmlFor={`${titleId}-text`}>{t("Your message")}</label>
            <textarea
              id={`${titleId}-text`}
              ref={field}
              name="text"
              rows={3}
              maxLength={CHAT_MESSAGE_MAX}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${titleId}-error` : undefined}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
            {error ? (
              <p id={`${titleId}-error`} className="chat-panel__error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={sending}>
              {t("Send")}
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}

registerChatWidget(ChatWidget);
