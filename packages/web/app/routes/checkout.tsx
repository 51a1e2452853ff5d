import { isCartEmpty, LOGIN_ROUTES, readWalletReturn, withReturnTarget } from "@quire/domain";
import { Suspense } from "react";
import { data, redirect } from "react-router";
import {
  type CheckoutPageData,
  type CheckoutRefusal,
  type EditableSection,
  isPaymentTab,
  type PaymentTab,
} from "../features/checkout/components/checkout-model";
import type { CheckoutFormNotice } from "../lib/checkout-notice";
import { translatorFor } from "../lib/i18n";
import { checkoutFormAction } from "../features/checkout/checkout-actions.server";
import { CHECKOUT_PATH } from "../lib/paths";
import { hydrateLater } from "../ui/hydrate-later";
import type { Route } from "./+types/checkout";
import "../features/checkout/checkout.css";
import "../ui/saved-card-label.css";
import "../ui/card-frame/card-frame.css";
import "../ui/budget-meter.css";

// The checkout's steps are forms that post on their own: they hydrate after the first view
// (ui/hydrate-later.ts), and a post before then is answered by this route's action.
const loadPage = () => import("../features/checkout/components/checkout-page").then((m) => m.CheckoutPage);
const loadEmpty = () => import("../features/checkout/components/checkout-page").then((m) => m.CheckoutEmpty);
const CheckoutPage = import.meta.env.SSR ? await loadPage() : hydrateLater(loadPage);
const CheckoutEmpty = import.meta.env.SSR ? await loadEmpty() : hydrateLater(loadEmpty);

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Checkout | Quire") }, { name: "robots", content: "noindex" }];
}

// One shopper's cart, addresses and cards: never let a shared cache keep them.
export function headers() {
  return { "Cache-Control": "no-store" };
}

const EDITABLE: readonly string[] = ["delivery", "address", "payment"] satisfies EditableSection[];
/** The gateway's tokens are opaque URL-safe text ("tok_<sealed card>"); anything else in ?cardToken= is ignored. */
const CARD_TOKEN = /^[A-Za-z0-9._~:-]{1,2048}$/;

type LoaderData = ({ empty: false } & CheckoutPageData) | { empty: true; cartPath: string };

export async function loader({ request, context }: Route.LoaderArgs): Promise<LoaderData> {
  const url = new URL(request.url);
  const cartPath = context.tenant.cartPath;
  const checkout = context.doors.checkout;
  const result = await checkout.view();
  if (!result.ok) {
    if (result.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, CHECKOUT_PATH, context.tenant.id));
    if (result.code === "EMPTY_CART") return { empty: true, cartPath };
    throw data(result.message, { status: result.status });
  }
  const view = result.value;
  if (isCartEmpty(view.cart)) return { empty: true, cartPath };
  const editParam = url.searchParams.get("edit");
  const edit = editParam && EDITABLE.includes(editParam) ? (editParam as EditableSection) : null;
  const tokenParam = url.searchParams.get("cardToken");
  const cardToken = tokenParam && CARD_TOKEN.test(tokenParam) ? tokenParam : null;
  // The full-page card form needs a token only while the payment is being chosen.
  // Back from a wallet's approval page (?wallet=&nonce=, or &cancelled=1, &expired=1): the Other Payment tab says what happened.
  const walletReturn = readWalletReturn(url.searchParams);
  const walletApproval =
    walletReturn?.outcome === "APPROVED" ? await checkout.walletApproval(walletReturn.wallet, walletReturn.nonce) : null;
  const choosingPayment =
    view.checkoutSections.payment === "ACTIVE" || edit === "payment" || cardToken !== null || walletReturn !== null;
  const auth = choosingPayment ? await checkout.paymentAuthToken() : null;
  return {
    empty: false,
    view,
    gatewayOrigin: checkout.gatewayOrigin,
    authToken: auth?.ok ? { value: auth.value.value, validUntil: auth.value.validUntil } : null,
    returnUrl: `${url.origin}${CHECKOUT_PATH}`,
    // A new key per rendered form: the same form posted twice (a double click) is one order.
    idempotencyKey: crypto.randomUUID(),
    edit,
    cardToken,
    walletReturn,
    walletApproval,
    paymentTab: isPaymentTab(url.searchParams.get("paymentTab")) ? (url.searchParams.get("paymentTab") as PaymentTab) : null,
    cartPath,
  };
}

/** Every step's form, posted before hydration or without JavaScript (and by React Router with it). */
export const action = (args: Route.ActionArgs) => checkoutFormAction(args);

/**
 * With JavaScript a post that gets no answer (the network dropped, the server failed) reads as a
 * refusal with generic words, not an error page; the same order form can be sent again (its key
 * is kept while the total stands).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    const refusal: CheckoutRefusal = {
      intent: "checkout",
      target: null,
      code: "CLIENT_ERROR",
      message: "Something went wrong. Please try again.",
      status: 0,
    };
    return { refusal };
  }
}

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData && "refusal" in actionData ? (actionData.refusal as CheckoutRefusal) : null;
  const notice = actionData && "notice" in actionData ? (actionData.notice as CheckoutFormNotice) : null;
  return (
    <Suspense fallback={null}>
      {loaderData.empty ? (
        <CheckoutEmpty cartPath={loaderData.cartPath} />
      ) : (
        <CheckoutPage data={loaderData} refusal={refusal} notice={notice} />
      )}
    </Suspense>
  );
}
