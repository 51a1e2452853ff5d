import { TRACK_ORDER_NOT_FOUND } from "@quire/domain";
import { TrackOrderForm, TrackedOrderSummary } from "../features/account/components/track-order";
import { trackOrderAction } from "../features/account/account-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/track-order";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Track an order | Quire") },
    { name: "description", content: t("See where your Quire order is with its order number and e-mail, no sign-in needed.") },
  ];
}

export const action = (args: Route.ActionArgs) => trackOrderAction(args);

export default function TrackOrderRoute({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const order = actionData && "order" in actionData ? actionData.order : null;
  const refusal = actionData?.refusal ?? null;
  const notFound = refusal?.code === "ORDER_NOT_FOUND";
  return (
    <div className="page page--narrow track-order-page">
      <h1>{t("Track an order")}</h1>
      <p>{t("Enter your order number and the email you used. You don't need to sign in.")}</p>
      {notFound ? (
        <p className="notice notice--error" role="alert">
          {t(TRACK_ORDER_NOT_FOUND)}
        </p>
      ) : null}
      <TrackOrderForm refusal={notFound ? null : refusal} />
      {order ? <TrackedOrderSummary order={order} /> : null}
    </div>
  );
}
