import { Link } from "react-router";
import { ResetPasswordForm } from "../features/account/components/password-forms";
import { resetPasswordAction } from "../features/account/account-actions.server";
import { ACCOUNT_PATHS } from "../features/account/account-paths";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Choose a new password | Quire") },
    { name: "description", content: t("Set a new password for your Quire account with the link we e-mailed you.") },
    { name: "robots", content: "noindex" },
  ];
}

// the token is in the address: never let a cache keep the page
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("done") === "1") return { state: "done" as const, token: "", message: "" };
  const token = url.searchParams.get("token") ?? "";
  const result = await context.doors.account.checkResetToken(token);
  if (!result.ok) return { state: "refused" as const, token: "", message: result.message };
  return { state: "ready" as const, token, message: "" };
}

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const refusal = actionData?.refusal ?? null;
  // a link used or expired while the form was open answers with no field: the form goes
  const linkRefused = refusal && refusal.code.startsWith("RESET_LINK");
  return (
    <div className="page page--narrow session-page">
      <h1>{t("Choose a new password")}</h1>
      {loaderData.state === "done" ? (
        <p className="notice" role="status">
          {t("Your password has been changed and you've been signed out everywhere.")}{" "}
          <Link to="/office/supplies/login">{t("Sign in with your new password")}</Link>
        </p>
      ) : loaderData.state === "refused" || linkRefused ? (
        <>
          <p className="notice notice--error" role="alert">
            {t(linkRefused ? refusal.message : loaderData.message)}
          </p>
          <p>
            <Link to={ACCOUNT_PATHS.forgotPassword}>{t("Get a new reset link")}</Link>
          </p>
        </>
      ) : (
        <ResetPasswordForm token={loaderData.token} refusal={refusal} />
      )}
    </div>
  );
}
