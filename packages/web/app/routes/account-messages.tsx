import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link, data, redirect } from "react-router";
import { messagesAction } from "../features/account/account-actions.server";
import { ACCOUNT_PATHS } from "../features/account/account-paths";
import { MessageCentre } from "../features/account/components/message-centre";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/account-messages";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Your messages | Quire") },
    { name: "description", content: t("Your order, approval and pickup updates from Quire.") },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await context.doors.messages.list();
  if (!result.ok) {
    if (result.status === 401)
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, new URL(request.url).pathname, context.tenant.id));
    throw data(result.message, { status: result.status });
  }
  return result.value;
}

export const action = (args: Route.ActionArgs) => messagesAction(args);

export default function AccountMessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page account-page">
      <p className="account-page__back">
        <Link to={ACCOUNT_PATHS.home}>{t("Your account")}</Link>
      </p>
      <h1>{t("Your messages")}</h1>
      <MessageCentre messages={loaderData.messages} unread={loaderData.unread} refusal={actionData?.refusal?.message ?? null} />
    </div>
  );
}
