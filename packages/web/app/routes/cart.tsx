import { parseCartItemIds, RECOMMENDATION_PLACEMENTS, servesCartPage } from "@quire/domain";
import { loadRecommendationRail } from "../features/recommendations/api/load-rail.server";
import { TileRails } from "../compose/tile-rails";
import { Suspense } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { CartContents } from "../features/cart/components/cart-contents";
import { failedCartRequest } from "../lib/cart-form";
import { cartFormAction } from "../features/cart/cart-actions.server";
import { translatorFor } from "../lib/i18n";
import { useRootData } from "../lib/root-data";
import type { Route } from "./+types/cart";
import "../features/catalogue/catalogue.css";
import "../ui/product-tile/product-tile.css";
import "../ui/original-price.css";
import "../ui/budget-meter.css";

// Serves /cart (dotcom) and /cc/mmx/cart (advantage), the quick-checkout cart /cc/sparq/cart and
// the business site's /cc/sba/cart (decision 028). ?viewcart=true is accepted and needs nothing.

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Cart | Quire") }, { name: "robots", content: "noindex" }];
}

// A cart is one shopper's: never let a shared cache keep it.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!servesCartPage(context.tenant.id, url.pathname)) throw data("We couldn't find the page you were looking for.", 404);
  const cart = await context.cart.read(request.headers.get("cookie"));
  // each line's delivery choices: the stores near my store with the line's stock (decision 030)
  const pickupChoices = context.doors.cart.pickupChoices ? await context.doors.cart.pickupChoices(cart) : null;
  // ?couponApplied=CODE after a coupon form's redirect: said only while the cart holds that code.
  const applied = url.searchParams.get("couponApplied");
  // the cart bottom rail: bought with what the cart holds (decision 049; 10 in cart flows)
  const inCart = [...new Set(cart.items.map((i) => i.itemId))];
  const bottomRail = await loadRecommendationRail(context, {
    id: "rail-cart-bottom",
    scheme: inCart.length > 0 ? "CUSTOMERS_ALSO_BOUGHT" : "TRENDING_NOW",
    placement: RECOMMENDATION_PLACEMENTS.cartBottomRail,
    coreItemIds: inCart,
    cartFlow: true,
  });
  return {
    bottomRail,
    cart,
    addedIds: parseCartItemIds(url.searchParams.get("cartItemIds")),
    couponApplied: applied !== null && cart.coupons.some((c) => c.code === applied.trim().toUpperCase()),
    // the line whose sold-out drawer is open (decision 027)
    alternatesFor: url.searchParams.get("alternatesFor"),
    pickup: pickupChoices?.ok ? pickupChoices.value : null,
  };
}

/** The cart's forms posted before hydration or without JavaScript: quantities, removals, coupons. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

/**
 * With JavaScript, the same forms go through here first: a request that gets no answer (the
 * network dropped, the server failed) reads as a refused change with the cart's generic words,
 * not as an error page (the server has logged what went wrong). Redirects and answers pass as
 * they are.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect is React Router's to follow; anything else thrown is a request that failed.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    // an answer that was not the action's (a proxy's 401) keeps its status: a 401 means sign in
    return failedCartRequest("cart", isRouteErrorResponse(error) ? error.status : undefined);
  }
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const cartPath = useRootData()?.tenant.cartPath ?? "/cart";
  return (
    <>
      <CartContents
        cart={loaderData.cart}
        cartPath={cartPath}
        addedIds={loaderData.addedIds}
        refusal={actionData && "refusal" in actionData ? actionData.refusal : undefined}
        couponApplied={loaderData.couponApplied}
        alternatesFor={loaderData.alternatesFor}
        pickup={loaderData.pickup}
      />
      {/* the rails keep the page's margins, as the cart above them does */}
      <div className="page cart-page__rails">
        <Suspense fallback={null}>
          <TileRails rails={[loaderData.bottomRail]} />
        </Suspense>
      </div>
    </>
  );
}
