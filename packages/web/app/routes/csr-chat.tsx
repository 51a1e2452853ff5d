import { CSR_CHAT_PATH, LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, redirect } from "react-router";
import { CsrChat } from "../features/chat/components/csr-chat";
import { field } from "../lib/form-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/csr-chat";

// /csr/chat (decision 074): a customer service rep reads every shopper's chat and answers it with
// a plain form. Guests are sent to sign in and back; anyone else gets a 403 page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await context.doors.chat.conversations();
  if (!list.ok) {
    if (list.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, url.pathname, context.tenant.id));
    if (list.status === 403) return data({ conversations: [], open: null, forbidden: true }, { status: 403 });
    throw data("", { status: list.status });
  }
  const id = url.searchParams.get("c");
  const open = id ? await context.doors.chat.conversation(id) : null;
  if (open && !open.ok && open.status !== 404) throw data("", { status: open.status });
  return { conversations: list.value, open: open?.ok ? open.value : null, forbidden: false };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Customer chats | Quire") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const conversation = field(form, "conversation");
  const text = field(form, "text");
  const result = await context.commands.run("chat.reply", { conversation, text });
  if (!result.ok) {
    if (result.status === 401)
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, CSR_CHAT_PATH, context.tenant.id), 303);
    return data({ refusal: result.message, text }, { status: result.status });
  }
  return redirect(`${CSR_CHAT_PATH}?c=${encodeURIComponent(result.value.id)}`, 303);
}

export default function CsrChatRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page csr-chat-page">
      <h1>{t("Customer chats")}</h1>
      {loaderData.forbidden ? (
        <p className="notice">{t("Only customer service reps answer chats.")}</p>
      ) : (
        <CsrChat
          conversations={loaderData.conversations}
          open={loaderData.open}
          refusal={actionData?.refusal ?? null}
          text={actionData?.text ?? ""}
        />
      )}
    </div>
  );
}
