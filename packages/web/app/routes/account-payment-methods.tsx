import { LOGIN_ROUTES, MAX_SAVED_CARDS, withReturnTarget } from "@quire/domain";
import { Link, data, redirect } from "react-router";
import { savedCardsAction } from "../features/account/account-actions.server";
import { ACCOUNT_PATHS } from "../features/account/account-paths";
import { SavedCards } from "../features/account/components/saved-cards";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/account-payment-methods";
import "../ui/saved-card-label.css";
import "../ui/card-frame/card-frame.css";

const SAVED_WORDS: Record<string, string> = {
  added: "The card has been saved.",
  default: "Your default card has been changed.",
  removed: "The card has been removed.",
};

/** The gateway's tokens are opaque URL-safe text; anything else in ?cardToken= is ignored. */
const CARD_TOKEN = /^[A-Za-z0-9._~:-]{1,2048}$/;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Saved cards | Quire") },
    { name: "description", content: t("The cards saved on your Quire account: add, remove and choose the default.") },
    { name: "robots", content: "noindex" },
  ];
}

// One shopper's cards: never let a shared cache keep them.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const door = context.doors.savedCards;
  const result = await door.list();
  if (!result.ok) {
    if (result.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, url.pathname, context.tenant.id));
    throw data(result.message, { status: result.status });
  }
  const { cards } = result.value;
  // The card form's token only while a card can be added.
  const auth = cards.length < MAX_SAVED_CARDS ? await door.paymentAuthToken() : null;
  const tokenParam = url.searchParams.get("cardToken");
  return {
    cards,
    gatewayOrigin: door.gatewayOrigin,
    authToken: auth?.ok ? { value: auth.value.value, validUntil: auth.value.validUntil } : null,
    returnUrl: `${url.origin}${ACCOUNT_PATHS.paymentMethods}`,
    cardToken: tokenParam && CARD_TOKEN.test(tokenParam) ? tokenParam : null,
    removing: cards.find((c) => c.id === url.searchParams.get("remove")) ?? null,
    saved: SAVED_WORDS[url.searchParams.get("saved") ?? ""] ?? null,
  };
}

export const action = (args: Route.ActionArgs) => savedCardsAction(args);

export default function AccountPaymentMethodsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const refusal = actionData?.refusal ?? null;
  return (
    <div className="page account-page">
      <p className="account-page__back">
        <Link to={ACCOUNT_PATHS.home}>{t("Your account")}</Link>
      </p>
      <h1>{t("Saved cards")}</h1>
      {loaderData.saved && !actionData ? (
        <p className="notice" role="status">
          {t(loaderData.saved)}
        </p>
      ) : null}
      <SavedCards
        // a card added or removed starts the add form afresh
        key={loaderData.cards.map((c) => c.id).join(",")}
        data={loaderData}
        refusal={refusal}
      />
    </div>
  );
}
