import { data } from "react-router";
import { type GiftCardBalanceAnswer, GiftCardBalanceForm } from "../features/layout/components/gift-card-balance-form";
import { RESPOND_WITH_DATA } from "../lib/cart-form";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/gift-card-balance";
import "../features/checkout/checkout.css";

// /gift-cards/balance: the gift card balance check as a page, for a shopper without JavaScript
// (the header and footer open it as a drawer with it). Guests may check too; checks are limited
// per session like the drawer's call.

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Check a gift card balance | Quire") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * The form posted: the checkout's balance check (a command), answered on this page in words; the
 * drawer's fetcher (respond=data) gets the answer alone, its form still holding what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const giftCardNumber = text("giftCardNumber");
  const script = text(RESPOND_WITH_DATA.name) === RESPOND_WITH_DATA.value;
  const result = await context.commands.run("checkout.gift-card-balance", { giftCardNumber, pin: text("pin") });
  if (result.ok) {
    const answer = { ok: true, ...result.value } satisfies GiftCardBalanceAnswer;
    return script ? { answer } : { answer, giftCardNumber: "" };
  }
  const answer: GiftCardBalanceAnswer = {
    ok: false,
    message: result.message,
    ...(result.fields ? { fields: result.fields } : {}),
  };
  return data(script ? { answer } : { answer, giftCardNumber }, { status: result.status });
}

export default function GiftCardBalanceRoute({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page page--narrow gift-card-balance-page">
      <h1>{t("Check a gift card balance")}</h1>
      <p className="checkout-form__lead">{t("Enter the number and PIN of a Quire gift or prepaid card.")}</p>
      <GiftCardBalanceForm
        // A new answer is a new form: the PIN typed is never shown again.
        key={JSON.stringify(actionData ?? null)}
        idPrefix="gift-card-balance"
        answer={actionData?.answer ?? null}
        giftCardNumber={actionData?.giftCardNumber}
      />
    </div>
  );
}
