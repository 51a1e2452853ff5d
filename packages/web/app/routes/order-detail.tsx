import { LOGIN_ROUTES, type OrderLineView, withReturnTarget } from "@quire/domain";
import { Suspense } from "react";
import { data, Link, redirect } from "react-router";
import { AddButton } from "../features/add-to-cart/components/add-button";
import { cartFormAction } from "../features/cart/cart-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import { hydrateLater } from "../ui/hydrate-later";
import type { Route } from "./+types/order-detail";
import "../features/orders/orders.css";

// Serves /account/orders/:orderNumber and /cc/mmx/orders/:orderNumber. The order is text; its
// "Buy again" buttons are the add-to-cart feature's (a form to this route's action before
// hydration, the add-to-cart flow with JavaScript).
const loadOverview = () => import("../features/orders/components/order-details").then((m) => m.OrderOverview);
const loadDetails = () => import("../features/orders/components/order-details").then((m) => m.OrderDetails);
const OrderOverview = import.meta.env.SSR ? await loadOverview() : hydrateLater(loadOverview);
const OrderDetails = import.meta.env.SSR ? await loadDetails() : hydrateLater(loadDetails);

export function meta({ params, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Order {{number}} | Quire", { number: params.orderNumber }) }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await context.doors.orders.get(params.orderNumber);
  if (!result.ok) {
    if (result.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, url.pathname, context.tenant.id));
    if (result.status === 404) throw data("We couldn't find that order.", { status: 404 });
    throw data(result.message, { status: result.status });
  }
  // The orders list is the path above this one.
  return { order: result.value, ordersPath: url.pathname.replace(/\/[^/]*\/?$/, "") };
}

/** "Buy again" posted before hydration or without JavaScript: the cart's add (to the cart page on success). */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

// AddButton says its label in the page's language (t(label)): "Buy again" is in the catalogue.
const renderBuyAgain = (line: OrderLineView, nameId: string) => (
  <AddButton itemId={line.itemId} qty={line.qty} describedBy={nameId} label="Buy again" />
);

export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  const { order, ordersPath } = loaderData;
  const { t } = useT();
  return (
    <div className="page order-page">
      <nav aria-label={t("Breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <Link to={ordersPath}>{t("Your orders")}</Link>
          </li>
          <li aria-current="page">{t("Order {{number}}", { number: order.orderNumber })}</li>
        </ol>
      </nav>
      <Suspense fallback={null}>
        <OrderOverview order={order} />
        <OrderDetails order={order} renderLineAction={renderBuyAgain} />
      </Suspense>
    </div>
  );
}
