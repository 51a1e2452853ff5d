import { PASSWORD_RESET_SENT } from "@quire/domain";
import { Link, useSearchParams } from "react-router";
import { ForgotPasswordForm } from "../features/account/components/password-forms";
import { forgotPasswordAction } from "../features/account/account-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Forgot your password? | Quire") },
    { name: "description", content: t("Get a link to reset the password of your Quire account.") },
    { name: "robots", content: "noindex" },
  ];
}

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const [params] = useSearchParams();
  const sent = params.get("sent") === "1" && !actionData;
  return (
    <div className="page page--narrow session-page">
      <h1>{t("Forgot your password?")}</h1>
      {sent ? (
        <p className="notice" role="status">
          {t(PASSWORD_RESET_SENT)}
        </p>
      ) : (
        <p>{t("Enter the email of your account and we'll send you a link to choose a new password.")}</p>
      )}
      <ForgotPasswordForm refusal={actionData?.refusal ?? null} />
      <p className="session-page__switch">
        {t("Remembered it?")} <Link to="/office/supplies/login">{t("Sign in")}</Link>
      </p>
    </div>
  );
}
