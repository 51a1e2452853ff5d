import { Link } from "react-router";
import type { Route } from "./+types/cart";

export function meta() {
  return [{ title: "Cart | Quire" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { tenant: context.tenant.id };
}

// The cart page proper arrives with the cart service; until then a shopper's cart is always empty.
export default function CartPage() {
  return (
    <div className="page page--narrow">
      <h1>Your cart</h1>
      <p>Your cart is empty.</p>
      <p>
        <Link className="button" to="/">
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
