import { parseCartItemIds } from "@quire/domain";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CartContents } from "../features/cart/components/cart-contents";
import { cartFormAction } from "../lib/page-actions.server";
import type { Route } from "./+types/cart";

// Serves /cart (dotcom) and /cc/mmx/cart (advantage). ?viewcart=true is accepted and needs nothing.

export function meta() {
  return [{ title: "Cart | Quire" }, { name: "robots", content: "noindex" }];
}

// A cart is one shopper's: never let a shared cache keep it.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cart = await context.cart.read(request.headers.get("cookie"));
  // ?couponApplied=CODE after a coupon form's redirect: said only while the cart holds that code.
  const applied = url.searchParams.get("couponApplied");
  return {
    cart,
    addedIds: parseCartItemIds(url.searchParams.get("cartItemIds")),
    couponApplied: applied !== null && cart.coupons.some((c) => c.code === applied.trim().toUpperCase()),
  };
}

/** The cart's forms posted before hydration or without JavaScript: quantities, removals, coupons. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

// The page holds the cart from the server's latest answer. Its changes revalidate only so the
// header count follows; re-reading here would drop the "Removed" lines still on show.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartContents
      initialCart={loaderData.cart}
      addedIds={loaderData.addedIds}
      refusal={actionData?.refusal}
      couponApplied={loaderData.couponApplied}
    />
  );
}
