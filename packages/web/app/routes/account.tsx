import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, redirect } from "react-router";
import { AccountLinks } from "../features/account/components/account-links";
import { ProfileForm } from "../features/account/components/profile-form";
import { profileAction } from "../features/account/account-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/account";

const SAVED_WORDS: Record<string, string> = {
  profile: "Your profile has been saved.",
  password: "Your password has been changed. You've been signed out everywhere else.",
};

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Your account | Quire") },
    { name: "description", content: t("Your Quire account: profile, addresses, password, orders and lists.") },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await context.doors.account.profile();
  if (!result.ok) {
    if (result.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, url.pathname, context.tenant.id));
    throw data(result.message, { status: result.status });
  }
  return { profile: result.value, saved: SAVED_WORDS[url.searchParams.get("saved") ?? ""] ?? null };
}

export const action = (args: Route.ActionArgs) => profileAction(args);

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { profile, saved } = loaderData;
  return (
    <div className="page account-page">
      <h1>{t("Your account")}</h1>
      <p className="account-page__who">
        {profile.firstName} {profile.lastName}, {profile.email}
      </p>
      {saved && !actionData ? (
        <p className="notice" role="status">
          {t(saved)}
        </p>
      ) : null}
      <AccountLinks profile={profile} />
      <section className="account-section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t("Profile")}</h2>
        <ProfileForm profile={profile} refusal={actionData?.refusal ?? null} />
      </section>
    </div>
  );
}
