import { CSR_CHAT_PATH, type ChatConversation, type ChatConversationSummary } from "@quire/domain";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import "../csr-chat.css";

// The customer service reps' chat page (decision 074): every conversation, latest first, those
// waiting for an answer marked; the open one with its messages and a plain form to answer, which
// works without JavaScript.

interface Props {
  conversations: ChatConversationSummary[];
  open: ChatConversation | null;
  refusal: string | null;
  text: string;
}

function useTime() {
  const { language } = useT();
  const format = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeStyle: "short" });
  return (iso: string) => format.format(new Date(iso));
}

export function CsrChat({ conversations, open, refusal, text }: Props) {
  const { t } = useT();
  const time = useTime();
  return (
    <div className="csr-chat">
      <nav className="csr-chat__list" aria-label={t("Conversations")}>
        {conversations.length === 0 ? <p>{t("No one has written yet.")}</p> : null}
        <ul>
          {conversations.map((c) => (
            <li key={c.id}>
              <Link
                to={`${CSR_CHAT_PATH}?c=${encodeURIComponent(c.id)}`}
                aria-current={open?.id === c.id ? "page" : undefined}
                className="csr-chat__conversation"
              >
                <strong>{c.shopperName}</strong>
                {c.waiting ? <span className="csr-chat__waiting">{t("Waiting for an answer")}</span> : null}
                <span className="csr-chat__last">{c.lastText}</span>
                <span className="csr-chat__meta">
                  {c.shopperEmail} · {time(c.lastAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {open ? (
        <section className="csr-chat__open" aria-labelledby="csr-chat-open-title">
          <h2 id="csr-chat-open-title">{t("Chat with {{name}}", { name: open.shopperName })}</h2>
          <ol className="csr-chat__messages">
            {open.messages.map((m) => (
              <li key={m.id} className={`chat-message chat-message--${m.author === "CSR" ? "me" : "rep"}`}>
                <span className="chat-message__who">
                  {m.author === "CSR" ? t("{{name}}, customer service", { name: m.authorName }) : m.authorName}
                  {", "}
                  <time dateTime={m.sentAt}>{time(m.sentAt)}</time>
                </span>
                <span className="chat-message__text">{m.text}</span>
              </li>
            ))}
          </ol>
          <Form method="post" className="chat-panel__form">
            <CsrfField />
            <input type="hidden" name="conversation" value={open.id} />
            <label htmlFor="csr-chat-text">{t("Your answer")}</label>
            <textarea
              id="csr-chat-text"
              name="text"
              rows={3}
              defaultValue={text}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? "csr-chat-error" : undefined}
            />
            {refusal ? (
              <p id="csr-chat-error" className="chat-panel__error" role="alert">
                {t(refusal)}
              </p>
            ) : null}
            <button type="submit" className="button">
              {t("Send answer")}
            </button>
          </Form>
        </section>
      ) : conversations.length > 0 ? (
        <p className="csr-chat__open">{t("Choose a conversation to answer.")}</p>
      ) : null}
    </div>
  );
}
