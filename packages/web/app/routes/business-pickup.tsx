import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, redirect } from "react-router";
import { BusinessPickup } from "../features/pickup/components/business-pickup";
import { pickupStoreFormAction } from "../features/pickup/pickup-actions.server";
import type { Route } from "./+types/business-pickup";

// /cc/mmx/pickup: the advantage header's "Pick up in store" (decision 031).

export function meta() {
  return [{ title: "Pick up in store | Quire" }];
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
  return { view: await context.pickup.forBusiness(url.searchParams.get("zip")) };
}

export async function action(args: Route.ActionArgs) {
  return (await pickupStoreFormAction(args)) ?? data({ refusal: { message: "This form can't do that." } }, { status: 400 });
}

export default function BusinessPickupRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BusinessPickup view={loaderData.view} error={actionData?.refusal.message ?? null} />;
}
