import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link } from "react-router";
import { CreateAccountForm } from "../features/session/components/create-account-form";
import { translatorFor, useT } from "../lib/i18n";
import { useTenantId } from "../lib/use-session";
import { useReturnPath } from "../features/session/hooks/use-return-path";

import { refusalOf, serverAnswerOrFailure } from "../lib/action-post";
import type { Route } from "./+types/create-account";
import { createAccountFormAction } from "../features/session/session-actions.server";

/** The form posted before hydration or without JavaScript: signed in and back where the shopper was, or the reason. */
export const action = (args: Route.ActionArgs) => createAccountFormAction(args);

/** A hydrated form's post (a fetcher, respond=data) that got no answer of ours shows the generic words. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => serverAnswerOrFailure(serverAction, "create-account");

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Create an account | Quire") }, { name: "robots", content: "noindex" }];
}

export default function CreateAccountPage({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const tenant = useTenantId();
  const returnPath = useReturnPath();
  const isBusiness = tenant === "advantage";
  return (
    <div className="page page--narrow session-page">
      <h1>{t("Create an account")}</h1>
      <p>
        {isBusiness
          ? t("Order for your business with its own prices and approvals.")
          : t("Check out faster and keep your lists.")}
      </p>
      <CreateAccountForm
        refusal={refusalOf(actionData)}
        companyRequired={isBusiness}
        onRegistered={() => window.location.assign(returnPath ?? "/")}
      />
      <p className="session-page__switch">
        {t("Already have an account?")}{" "}
        <Link to={returnPath ? withReturnTarget(LOGIN_ROUTES.identityLogin, returnPath, tenant) : LOGIN_ROUTES.identityLogin}>
          {t("Sign in")}
        </Link>
      </p>
    </div>
  );
}
