import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link, useSearchParams } from "react-router";
import { SignInForm } from "../features/session/components/sign-in-form";
import { GuestCheckoutForm } from "../features/session/components/guest-checkout-form";
import { CHECKOUT_PATH } from "../lib/paths";
import { useReturnPath } from "../features/session/hooks/use-return-path";
import { translatorFor, useT } from "../lib/i18n";
import { useSignedIn, useTenantId } from "../lib/use-session";

import { refusalOf, serverAnswerOrFailure } from "../lib/action-post";
import type { Route } from "./+types/login";
import { signInFormAction } from "../features/session/session-actions.server";
import "./login.css";

/** The form posted before hydration or without JavaScript: signed in and back where the shopper was, or the reason. */
export const action = (args: Route.ActionArgs) => signInFormAction(args);

/** A hydrated form's post (a fetcher, respond=data) that got no answer of ours shows the generic words. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => serverAnswerOrFailure(serverAction, "sign-in");

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Sign in | Quire") }, { name: "robots", content: "noindex" }];
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const [params] = useSearchParams();
  const tenant = useTenantId();
  const signedIn = useSignedIn();
  const returnPath = useReturnPath();
  const next = returnPath ?? "/";
  return (
    <div className="page page--narrow session-page">
      <h1>{t("Sign in")}</h1>
      {params.get("redirected") === "1" ? (
        <p className="notice session-page__notice">{t("Please sign in to continue.")}</p>
      ) : null}
      {signedIn ? (
        <p>
          {t("You're already signed in.")}{" "}
          <Link to={next} reloadDocument>
            {t("Continue")}
          </Link>
        </p>
      ) : null}
      {/* A full page load after signing in: the server renders the signed-in header and cart. */}
      <SignInForm refusal={refusalOf(actionData)} onSignedIn={() => window.location.assign(next)} />
      <p className="session-page__forgot">
        <Link to="/office/supplies/forgot-password">{t("Forgot password?")}</Link>
      </p>
      {returnPath === CHECKOUT_PATH || returnPath?.startsWith("/cc/api/precheckout") ? <GuestCheckoutForm /> : null}
      <p className="session-page__switch">
        {t("New here?")}{" "}
        <Link
          to={
            returnPath
              ? withReturnTarget(LOGIN_ROUTES.identityCreateAccount, returnPath, tenant)
              : LOGIN_ROUTES.identityCreateAccount
          }
        >
          {t("Create an account")}
        </Link>
      </p>
    </div>
  );
}
