import { data } from "react-router";
import { MailOutbox } from "../features/account/components/mail-outbox";
import type { Route } from "./+types/dev-mail";

export function meta() {
  return [
    { title: "Development mail outbox | Quire" },
    { name: "description", content: "The e-mail the store has sent, kept here while no SMTP server is set." },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.doors.account.outbox();
  // with SMTP_URL the mail goes out through SMTP: there is no outbox, the page does not exist
  if (!result.ok) throw data("Page not found", { status: result.status });
  return { messages: result.value };
}

export default function DevMailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page dev-mail-page">
      <h1>Mail outbox</h1>
      <p>
        What the store has sent, newest first. This page exists only while the store keeps its mail here (no SMTP server is set).
      </p>
      <MailOutbox messages={loaderData.messages} />
    </div>
  );
}
