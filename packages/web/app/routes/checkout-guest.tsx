import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link, redirect } from "react-router";
import { translatorFor, useT } from "../lib/i18n";
import { guestCheckoutFormAction } from "../features/session/session-actions.server";
import { CHECKOUT_PATH } from "../lib/paths";
import { useTenantId } from "../lib/use-session";
import type { Route } from "./+types/checkout-guest";

// "Check out as a guest" posts here from the sign-in drawer, the add-to-cart overlay's dialog and the
// sign-in page, with or without JavaScript. The page itself is only seen when the store refuses
// (a business site, too many guest checkouts from one address).

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Check out as a guest | Quire") }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, CHECKOUT_PATH, context.tenant.id));
}

export const action = (args: Route.ActionArgs) => guestCheckoutFormAction(args);

export default function CheckoutGuestRoute({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const tenant = useTenantId();
  return (
    <div className="page page--narrow session-page">
      <h1>{t("Check out as a guest")}</h1>
      {actionData?.refusal ? (
        <p className="notice notice--error" role="alert">
          {t(actionData.refusal.message)}
        </p>
      ) : null}
      <p>
        <Link to={withReturnTarget(LOGIN_ROUTES.identityLogin, CHECKOUT_PATH, tenant)}>{t("Sign in")}</Link>
      </p>
    </div>
  );
}
