import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Suspense } from "react";
import { data, redirect } from "react-router";
import { OrderConfirmation } from "../features/checkout/components/order-confirmation";
import { translatorFor, useT } from "../lib/i18n";
import { hydrateLater } from "../ui/hydrate-later";
import type { Route } from "./+types/checkout-confirmation";

// The order's lines and totals are text; the recommendations are read in the browser. Both load
// after the first view (ui/hydrate-later.ts); the thanks and the analytics event are in this chunk.
const loadDetails = () => import("../features/orders/components/order-details").then((m) => m.OrderDetails);
const OrderDetails = import.meta.env.SSR ? await loadDetails() : hydrateLater(loadDetails);
const loadRecommendations = () => import("../features/add-to-cart/components/recommendations").then((m) => m.Recommendations);
const Recommendations = import.meta.env.SSR ? await loadRecommendations() : hydrateLater(loadRecommendations);

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
  return { order: result.value, detailHref: `${ordersPath}/${encodeURIComponent(result.value.orderNumber)}` };
}

/** After Place order: thanks, the order number, what was bought, and what else the shopper may like. */
export default function CheckoutConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const { order, detailHref } = loaderData;
  const { t } = useT();
  return (
    <div className="page order-confirmation-page">
      <OrderConfirmation order={order} detailHref={detailHref} />
      <Suspense fallback={null}>
        <OrderDetails order={order} />
      </Suspense>
      {/* The "order confirmation" placement: what others bought with the first item of this order. */}
      {order.lines[0] ? (
        <div className="order-confirmation__recs">
          <Suspense fallback={null}>
            <Recommendations itemId={order.lines[0].itemId} heading={t("Recommended for you")} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
