import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Form, data, redirect } from "react-router";
import { QuickOrderForm } from "../features/quick-order/components/quick-order-form";
import { quickOrderFormAction } from "../features/quick-order/quick-order-actions.server";
import { useRootData } from "../lib/root-data";
import type { Route } from "./+types/quick-order";

// /cc/mmx/quick-order: the header's "Quick order" without JavaScript (decision 043); the drawer
// posts to this page's action.

export function meta() {
  return [{ title: "Quick order | Quire" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.tenant.id !== "advantage") throw data("We couldn't find that page.", { status: 404 });
  const url = new URL(request.url);
  const session = await context.session.read(request.headers.get("cookie"));
  if (!session.isLoggedIn) {
    throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, `${url.pathname}${url.search}`, context.tenant.id));
  }
  return null;
}

export const action = (args: Route.ActionArgs) => quickOrderFormAction(args);

export default function QuickOrderRoute({ actionData }: Route.ComponentProps) {
  const cartPath = useRootData()?.tenant.cartPath ?? "/cc/mmx/cart";
  const answer = actionData && "answer" in actionData ? actionData.answer : null;
  const error = actionData && "refusal" in actionData ? actionData.refusal.message : null;
  return (
    <div className="page page--narrow quick-order-page">
      <h1>Quick order</h1>
      <p>Type or paste item numbers and quantities. Check them first, or add them straight to your cart.</p>
      <QuickOrderForm
        FormElement={Form}
        idPrefix="quick-order-page"
        answer={answer}
        error={error}
        text={actionData?.text ?? ""}
        cartPath={cartPath}
        headingLevel={2}
      />
    </div>
  );
}
