import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Suspense } from "react";
import { data, redirect } from "react-router";
import { translatorFor, useT } from "../lib/i18n";
import { hydrateLater } from "../ui/hydrate-later";
import type { Route } from "./+types/orders";
import "../features/orders/orders.css";

// Serves /account/orders and /cc/mmx/orders. The list is links and text: it hydrates after the
// first view (ui/hydrate-later.ts).
const loadList = () => import("../features/orders/components/order-list").then((m) => m.OrderList);
const OrderList = import.meta.env.SSR ? await loadList() : hydrateLater(loadList);

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Your orders | Quire") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = url.searchParams.get("page") ?? "1";
  const result = await context.doors.orders.list(/^\d{1,6}$/.test(page) ? page : "1");
  if (!result.ok) {
    if (result.status === 401) {
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, `${url.pathname}${url.search}`, context.tenant.id));
    }
    throw data(result.message, { status: result.status });
  }
  return { page: result.value, basePath: url.pathname.replace(/\/+$/, "") };
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page orders-page">
      <h1>{t("Your orders")}</h1>
      <Suspense fallback={null}>
        <OrderList page={loaderData.page} basePath={loaderData.basePath} />
      </Suspense>
    </div>
  );
}
