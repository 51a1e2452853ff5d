import type { MailMessageView } from "@quire/domain";
import "../account.css";

const timeText = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" }).format(new Date(iso));

/** The development outbox, newest first: each message whole, its link a link. */
export function MailOutbox({ messages }: { messages: MailMessageView[] }) {
  if (messages.length === 0) return <p>No messages yet. Ask for a password reset link to see one here.</p>;
  return (
    <ol className="mail-outbox" aria-label="Messages, newest first">
      {messages.map((m) => (
        <li key={m.id} className="mail-outbox__message">
          <article aria-labelledby={`mail-${m.id}`}>
            <h2 id={`mail-${m.id}`} className="mail-outbox__subject">
              {m.subject}
            </h2>
            <p className="mail-outbox__meta">
              To {m.to}, <time dateTime={m.sentAt}>{timeText(m.sentAt)}</time>
            </p>
            <pre className="mail-outbox__text">{m.text}</pre>
            {m.link ? (
              <p>
                <a href={m.link}>Open the link in this message</a>
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
