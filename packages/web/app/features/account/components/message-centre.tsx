import type { MessageView } from "@quire/domain";
import { Form, Link } from "react-router";
import { type Translate, useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import "../account.css";

/** A message's words in the page's language: from its template and values when it has them, else as stored. */
function wordsOf(message: MessageView, t: Translate): { subject: string; body: string } {
  if (!message.words) return { subject: message.subject, body: message.body };
  return { subject: t(message.words.subject, message.words.values), body: t(message.words.body, message.words.values) };
}

function dateOf(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  // UTC on both sides so the server's page and the hydrated one agree
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeZone: "UTC" }).format(at);
}

/**
 * The shopper's messages, newest first: each read or unread, with where it leads, a form that marks
 * it read and one that marks all read. Plain posts: they work before the script loads and without it.
 */
export function MessageCentre({
  messages,
  unread,
  refusal,
}: {
  messages: MessageView[];
  unread: number;
  refusal: string | null;
}) {
  const { t, language } = useT();
  return (
    <section className="message-centre" aria-labelledby="message-centre-count">
      <div className="message-centre__head">
        <p id="message-centre-count" role="status">
          {unread === 1 ? t("You have 1 unread message.") : t("You have {{count}} unread messages.", { count: String(unread) })}
        </p>
        {unread > 0 ? (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="mark-all-read" />
            <button type="submit" className="button button--secondary">
              {t("Mark all as read")}
            </button>
          </Form>
        ) : null}
      </div>
      {refusal ? (
        <p className="field__error" role="alert">
          {t(refusal)}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p>{t("You have no messages yet. Order updates, approvals and pickups will show here.")}</p>
      ) : (
        <ul className="message-centre__list">
          {messages.map((m) => {
            const words = wordsOf(m, t);
            return (
              <li key={m.id} className={m.read ? "message-card" : "message-card message-card--unread"}>
                <h2 className="message-card__subject">
                  {m.read ? null : <span className="message-card__badge">{t("Unread")}</span>} {words.subject}
                </h2>
                <p className="message-card__date">
                  <time dateTime={m.createdAt}>{dateOf(m.createdAt, language)}</time>
                </p>
                <p className="message-card__body">{words.body}</p>
                <div className="message-card__actions">
                  {m.link ? (
                    <Link to={m.link} className="link-button">
                      {m.kind === "APPROVAL_REQUESTED" ? t("Go to approvals") : t("View order")}
                      <span className="visually-hidden">{` ${words.subject}`}</span>
                    </Link>
                  ) : null}
                  {m.read ? null : (
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="intent" value="mark-read" />
                      <input type="hidden" name="messageId" value={m.id} />
                      <button type="submit" className="link-button">
                        {t("Mark as read")}
                        <span className="visually-hidden">{` ${words.subject}`}</span>
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
