import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link, data, redirect } from "react-router";
import { ChangePasswordForm } from "../features/account/components/password-forms";
import { changePasswordAction } from "../features/account/account-actions.server";
import { ACCOUNT_PATHS } from "../features/account/account-paths";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/account-password";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Change your password | Quire") },
    { name: "description", content: t("Change the password of your Quire account.") },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await context.doors.account.profile();
  if (!result.ok) {
    if (result.status === 401) {
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, new URL(request.url).pathname, context.tenant.id));
    }
    throw data(result.message, { status: result.status });
  }
  return { email: result.value.email };
}

export const action = (args: Route.ActionArgs) => changePasswordAction(args);

export default function AccountPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page page--narrow account-page">
      <p className="account-page__back">
        <Link to={ACCOUNT_PATHS.home}>{t("Your account")}</Link>
      </p>
      <h1>{t("Change your password")}</h1>
      <p>{t("For {{email}}", { email: loaderData.email })}</p>
      <ChangePasswordForm refusal={actionData?.refusal ?? null} />
    </div>
  );
}
