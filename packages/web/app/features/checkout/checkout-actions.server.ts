import {
  ADDRESS_FIELD_LABELS,
  type AddressSuggestion,
  cardNumberFailureOf,
  type DoorFailure,
  type DoorResult,
  LOGIN_ROUTES,
  withReturnTarget,
} from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { CartFormRefusal } from "../../lib/cart-form";
import type { CheckoutFormNotice } from "../../lib/checkout-notice";
import { CHECKOUT_PATH } from "../../lib/paths";
import { SEE_OTHER, field, formFields, unknownIntent } from "../../lib/form-actions.server";

type FormRefusal = CartFormRefusal;

// ---- Checkout ----

/** A refused checkout form also says its status: 409 means the total changed since the review. */
type CheckoutFormRefusal = FormRefusal & { status: number; addressSuggestion?: AddressSuggestion };

function checkoutRefused(intent: string, target: string | null, failure: DoorFailure, values?: Record<string, string>) {
  const refusal: CheckoutFormRefusal = {
    intent,
    target,
    code: failure.code,
    message: failure.message,
    status: failure.status,
    ...(failure.fields ? { fields: failure.fields } : {}),
    ...(values ? { values } : {}),
    ...(failure.addressSuggestion ? { addressSuggestion: failure.addressSuggestion } : {}),
  };
  return data({ refusal }, { status: failure.status });
}

const ADDRESS_FIELD_NAMES = Object.keys(ADDRESS_FIELD_LABELS);
const PICKUP_PERSON_FIELDS = ["firstName", "lastName", "phone", "extension", "email"];
/** "Keep the address I entered" after a suggestion (decision 022); addressId: the billing address kept. */
const ADDRESS_CONFIRMED = "addressConfirmed";
const BILLING_FIELDS = [...ADDRESS_FIELD_NAMES, ADDRESS_CONFIRMED, "addressId"].map((name) => `billing.${name}`);
/** The payment form's choice: "saved:<id>", "new" (a card from the gateway) or "account". */
const SAVED_CARD_OPTION = "saved:";

/** What the payment form's choice asks of the checkout (the checkout.attach-payment command's fields). */
function paymentFields(form: FormData): Record<string, string> {
  const option = field(form, "paymentOption");
  if (option === "account") return { paymentType: "ON_ACCOUNT", purchaseOrderNumber: field(form, "purchaseOrderNumber") };
  if (option.startsWith(SAVED_CARD_OPTION))
    return { paymentType: "CREDIT_CARD", savedCardId: option.slice(SAVED_CARD_OPTION.length) };
  if (option !== "new") return {};
  const fields: Record<string, string> = { paymentType: "CREDIT_CARD", cardToken: field(form, "cardToken") };
  if (field(form, "saveCard") === "on") fields.saveCard = "on";
  const nickname = field(form, "nickname").trim();
  if (nickname) fields.nickname = nickname;
  // The billing inputs stay in the page (hidden) while "Same as shipping address" is ticked.
  if (field(form, "billingSameAsShipping") === "on") fields.billingSameAsShipping = "on";
  else Object.assign(fields, formFields(form, BILLING_FIELDS));
  return fields;
}

/**
 * The checkout form fields a shopper types. A card number in one (an address line, a nickname, a PO
 * number) is refused here with the shared refusal the JSON calls' schemas give, naming the form's
 * field, before the command, which itself names the form's field only for a field that is a card
 * number as a whole.
 */
const TYPED_CHECKOUT_FIELDS = [...ADDRESS_FIELD_NAMES, ...BILLING_FIELDS, "nickname", "purchaseOrderNumber"];

/**
 * The checkout page's forms, by their intent: delivery, address (kind shipping | pickup), payment,
 * default-card, delete-card and place-order. Each runs its command; a done step is
 * post/redirect/get to the checkout (an order to its confirmation); a refusal answers the page with
 * the command's words, fields and status, and what was typed. A guest (or an ended session) is
 * sent to sign in and back.
 */
export async function checkoutFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const { commands } = context;
  const answer = (result: DoorResult<unknown>, target: string | null = null, values?: Record<string, string>) => {
    if (result.ok) return redirect(CHECKOUT_PATH, SEE_OTHER);
    if (result.status === 401) {
      return redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, CHECKOUT_PATH, context.tenant.id), SEE_OTHER);
    }
    return checkoutRefused(intent, target, result, values);
  };
  switch (intent) {
    case "delivery": {
      const fields = formFields(form, ["method", "storeNumber"]);
      if (fields.method !== "PICKUP") delete fields.storeNumber;
      return answer(await commands.run("checkout.choose-delivery", fields), null, fields);
    }
    case "address": {
      const kind = field(form, "kind");
      if (kind !== "shipping" && kind !== "pickup") return unknownIntent(intent);
      const addressId = kind === "shipping" ? field(form, "addressId") : "";
      // A saved address chosen: the new address inputs (hidden in the page) are not read.
      const fields = addressId
        ? { addressId }
        : formFields(form, kind === "pickup" ? PICKUP_PERSON_FIELDS : [...ADDRESS_FIELD_NAMES, ADDRESS_CONFIRMED]);
      const values = formFields(form, [...ADDRESS_FIELD_NAMES, "addressId"]);
      const cardNumber = cardNumberFailureOf(fields, TYPED_CHECKOUT_FIELDS);
      if (cardNumber) return checkoutRefused(intent, kind, cardNumber, values);
      const result = await commands.run("checkout.save-address", { ...fields, kind });
      // Kept as typed after a suggestion: the step says so (address_validation_confirmation).
      if (result.ok && !addressId && field(form, ADDRESS_CONFIRMED) === "on")
        return redirect(`${CHECKOUT_PATH}?${ADDRESS_CONFIRMED}=1`, SEE_OTHER);
      return answer(result, kind, values);
    }
    case "payment": {
      const values = formFields(form, [
        "paymentOption",
        "cardToken",
        "saveCard",
        "nickname",
        "billingSameAsShipping",
        "purchaseOrderNumber",
        ...BILLING_FIELDS,
      ]);
      const fields = paymentFields(form);
      const cardNumber = cardNumberFailureOf(fields, TYPED_CHECKOUT_FIELDS);
      if (cardNumber) return checkoutRefused(intent, null, cardNumber, values);
      return answer(await commands.run("checkout.attach-payment", fields), null, values);
    }
    case "default-card": {
      const savedCardId = field(form, "savedCardId");
      return answer(await commands.run("saved-cards.make-default", { savedCardId }), savedCardId);
    }
    case "delete-card": {
      const savedCardId = field(form, "savedCardId");
      return answer(await commands.run("saved-cards.remove", { savedCardId }), savedCardId);
    }
    // ---- gift and prepaid cards, Easy Rewards, Amex points: back to the payment's tab they came from
    case "gift-balance": {
      const values = formFields(form, ["giftCardNumber"]);
      const result = await commands.run("checkout.gift-card-balance", formFields(form, ["giftCardNumber", "pin"]));
      if (!result.ok) return answer(result, null, values);
      return { notice: { intent, giftCardBalance: result.value } satisfies CheckoutFormNotice };
    }
    case "apply-gift-card": {
      const result = await commands.run("checkout.apply-gift-card", formFields(form, ["giftCardNumber", "pin"]));
      if (!result.ok) return answer(result, null, formFields(form, ["giftCardNumber"]));
      // Covered in full: nothing else to choose, on to the review.
      if (result.value.paymentSummary?.balanceOrdTotal === 0) return redirect(CHECKOUT_PATH, SEE_OTHER);
      return redirect(`${CHECKOUT_PATH}?edit=payment&paymentTab=gift`, SEE_OTHER);
    }
    case "apply-rewards": {
      const result = await commands.run("checkout.apply-rewards", formFields(form, ["amount"]));
      return result.ok
        ? redirect(`${CHECKOUT_PATH}?edit=payment`, SEE_OTHER)
        : answer(result, null, formFields(form, ["amount"]));
    }
    case "apply-amex-points": {
      const result = await commands.run("checkout.apply-amex-points", formFields(form, ["amount"]));
      if (!result.ok) return answer(result, null, formFields(form, ["amount"]));
      const { status, message } = result.value;
      return { notice: { intent, amexPoints: { status, message } } satisfies CheckoutFormNotice };
    }
    case "remove-applied": {
      const id = field(form, "appliedPaymentId");
      const result = await commands.run("checkout.remove-applied-payment", { appliedPaymentId: id });
      const tab = field(form, "paymentTab") === "gift" ? "&paymentTab=gift" : "";
      return result.ok ? redirect(`${CHECKOUT_PATH}?edit=payment${tab}`, SEE_OTHER) : answer(result, id);
    }
    // ---- wallets (PayPal, Klarna, Apple Pay): to the gateway's approval page, and back with its approval
    case "start-wallet": {
      const wallet = field(form, "wallet");
      const returnUrl = `${new URL(request.url).origin}${CHECKOUT_PATH}`;
      const result = await commands.run("checkout.start-wallet", { wallet, returnUrl });
      return result.ok ? redirect(result.value.url, SEE_OTHER) : answer(result, wallet, { wallet });
    }
    case "attach-wallet": {
      const fields = formFields(form, ["wallet", "nonce"]);
      return answer(await commands.run("checkout.attach-wallet", fields), fields.wallet ?? null, fields);
    }
    // ---- wallets: end
    case "place-order": {
      const result = await commands.run("checkout.place-order", formFields(form, ["expectedTotal", "idempotencyKey"]));
      if (!result.ok) return answer(result);
      return redirect(`${CHECKOUT_PATH}/confirmation/${encodeURIComponent(result.value.orderNumber)}`, SEE_OTHER);
    }
    default:
      return unknownIntent(intent);
  }
}
