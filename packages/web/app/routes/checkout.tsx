import { formatCents, itemCountText } from "@quire/domain";
import { Link } from "react-router";
import type { Route } from "./+types/checkout";

export function meta() {
  return [{ title: "Checkout | Quire" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = await context.cart.read(request.headers.get("cookie"));
  return {
    cartPath: context.tenant.cartPath,
    numberOfItems: cart.cartAttributes.numberOfItems,
    ordTotal: cart.cartSummary.ordTotal,
  };
}

// Checkout (addresses, payment, sign-in) is later work; this page says so and shows what it would charge.
export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { cartPath, numberOfItems, ordTotal } = loaderData;
  return (
    <div className="page page--narrow checkout-page">
      <h1>Checkout</h1>
      <p>Checkout is coming soon.</p>
      {numberOfItems > 0 ? (
        <p className="checkout-page__total">
          Order total for {itemCountText(numberOfItems)}: <strong>{formatCents(ordTotal)}</strong>
        </p>
      ) : (
        <p>Your cart is empty.</p>
      )}
      <p>
        <Link className="button button--secondary" to={cartPath}>
          Back to cart
        </Link>
      </p>
    </div>
  );
}
