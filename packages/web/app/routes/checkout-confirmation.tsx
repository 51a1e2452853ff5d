import { LOGIN_ROUTES, RECOMMENDATION_PLACEMENTS, withReturnTarget } from "@quire/domain";
import { Suspense } from "react";
import { data, redirect } from "react-router";
import { OrderConfirmation } from "../features/checkout/components/order-confirmation";
import { translatorFor } from "../lib/i18n";
import { loadRecommendationRail } from "../features/recommendations/api/load-rail.server";
import { hydrateLater } from "../ui/hydrate-later";
import type { Route } from "./+types/checkout-confirmation";
import { GuestAccountOffer } from "../features/session/components/guest-account-offer";
import { guestAccountFormAction } from "../features/session/session-actions.server";
import "../features/catalogue/catalogue.css";
import "../ui/product-tile/product-tile.css";
import "../ui/original-price.css";
import "./checkout-confirmation.css";
import "../features/orders/orders.css";

/** The guest's offer to create an account from this order posts here. */
export const action = (args: Route.ActionArgs) => guestAccountFormAction(args);

// The order's lines and totals are text, and so are the recommendations (read by the loader). Both
// hydrate after the first view (ui/hydrate-later.ts); the thanks and the analytics event are in this chunk.
const loadDetails = () => import("../features/orders/components/order-details").then((m) => m.OrderDetails);
const OrderDetails = import.meta.env.SSR ? await loadDetails() : hydrateLater(loadDetails);
const loadRail = () => import("../features/recommendations/components/recommendation-rail").then((m) => m.RecommendationRail);
const RecommendationRail = import.meta.env.SSR ? await loadRail() : hydrateLater(loadRail);
const loadTile = () => import("../features/catalogue/components/product-tile").then((m) => m.StandardTile);
const StandardTile = import.meta.env.SSR ? await loadTile() : hydrateLater(loadTile);

export function meta({ params, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Order {{number}} | Quire", { number: params.orderNumber }) }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.doors.orders.get(params.orderNumber);
  if (!result.ok) {
    if (result.status === 401) {
      const back = `/checkout/confirmation/${encodeURIComponent(params.orderNumber)}`;
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, back, context.tenant.id));
    }
    if (result.status === 404) throw data("We couldn't find that order.", { status: 404 });
    throw data(result.message, { status: result.status });
  }
  const ordersPath = context.tenant.id === "advantage" ? "/cc/mmx/orders" : "/account/orders";
  // the order confirmation placement: recommended for this shopper, seeded by what was just bought (decision 049)
  const recommended = await loadRecommendationRail(context, {
    id: "rail-order-confirmation",
    scheme: "RECOMMENDED_FOR_YOU",
    placement: RECOMMENDATION_PLACEMENTS.orderConfirmation,
    coreItemIds: [...new Set(result.value.lines.map((l) => l.itemId))],
  });
  // A guest's own latest order: the offer of an account with the e-mail it was placed with.
  const guestOrder = await context.doors.session.guestOrder();
  return {
    order: result.value,
    guestEmail: guestOrder?.orderNumber === result.value.orderNumber ? guestOrder.email : null,
    detailHref: `${ordersPath}/${encodeURIComponent(result.value.orderNumber)}`,
    recommended,
  };
}

/** After Place order: thanks, the order number, what was bought, and what else the shopper may like. */
export default function CheckoutConfirmationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { order, detailHref, recommended, guestEmail } = loaderData;
  return (
    <div className="page order-confirmation-page">
      <OrderConfirmation order={order} detailHref={guestEmail ? null : detailHref} />
      {guestEmail ? <GuestAccountOffer email={guestEmail} refusal={actionData?.refusal ?? null} /> : null}
      <Suspense fallback={null}>
        <OrderDetails order={order} />
      </Suspense>
      <div className="order-confirmation__recs">
        <Suspense fallback={null}>
          <RecommendationRail rail={recommended} renderTile={(p) => <StandardTile product={p} />} />
        </Suspense>
      </div>
    </div>
  );
}
