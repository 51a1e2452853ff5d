import { CARD_NUMBER_IN_TEXT, looksLikeCardNumber } from "@quire/domain";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { cardNumberInText, cardNumberRefusalOf, freeText } from "../../http/free-text";
import type { AddressInput, PaymentInput } from "./checkout.service";

// Bodies of the checkout calls (spec section 3: Address, Payment request). Strings are bounded;
// anything shaped like a card number in a field that should hold a token, or a card number inside
// what a shopper types (an address, a PO number, a card's nickname), is refused with 400
// CARD_NUMBER_NOT_ACCEPTED, and the refusal never repeats the value (so it cannot reach a log either).

export { refuseCardNumbers } from "../../http/free-text";

const text = (max: number) => z.string().max(max);

export const addressBody = z
  .object({
    id: text(64).optional(),
    type: z.enum(["S", "B", "SB", "ST"]).optional(),
    firstName: freeText(200).optional(),
    lastName: freeText(200).optional(),
    organizationName: freeText(200).nullable().optional(),
    address1: freeText(200).optional(),
    address2: freeText(200).nullable().optional(),
    city: freeText(200).optional(),
    state: freeText(20).optional(),
    zipCode: freeText(20).optional(),
    country: z.literal("US").optional(),
    phones: z
      .array(z.object({ number: freeText(40), extension: freeText(10).nullable().optional() }))
      .max(3)
      .optional(),
    email: freeText(300).nullable().optional(),
    storeNumber: text(10).nullable().optional(),
    confirmed: z
      .boolean()
      .optional()
      .describe(
        "true: keep the address as typed after a 409 ADDRESS_VALIDATION_SUGGESTION (accepted when the ZIP code is in the typed state)",
      ),
  })
  .describe(
    "An address (spec section 3). `id` picks a saved address; type S shipping, B billing, ST pickup person. A new address whose city or state does not match its ZIP code is answered 409 ADDRESS_VALIDATION_SUGGESTION with `suggestion {city, state, zipCode}` and `confirmable`; nothing is saved.",
  );

const billingAddress = addressBody.omit({ type: true });

export const paymentBody = z
  .object({
    paymentType: z.enum(["CREDIT_CARD", "ON_ACCOUNT"]).optional(),
    purchaseOrderNumber: freeText(100).nullable().optional(),
    cardPayment: z
      .object({
        accountNumber: text(2000).optional().describe("the gateway's card token (never a card number)"),
        id: text(64).optional().describe("a saved card's id"),
        profileRefId: text(64).optional(),
        cvv: text(10).optional().describe("must be empty: security codes go to the gateway only"),
        brand: text(40).optional(),
        expiryDay: z.union([z.number(), text(4)]).optional(),
        expiryMonth: z.union([z.number(), text(4)]).optional(),
        expiryYear: z.union([z.number(), text(6)]).optional(),
        source: text(20).optional(),
        currencyCode: z.literal("USD").optional(),
        paymentType: z.literal("CREDIT_CARD").optional(),
        profilePayment: z.boolean().optional().describe("save the card (its token) for next time"),
        defaultPayment: z.boolean().optional(),
        membershipPayment: z.boolean().optional(),
        userNotes: freeText(200).optional().describe("the card's nickname"),
        contactInformation: z.object({ billingAddress: billingAddress.optional() }).optional(),
      })
      .optional(),
  })
  .describe(
    "The payment request of spec section 3: cardPayment{...} with accountNumber = gateway token; purchaseOrderNumber on advantage",
  );

export const addCardBody = z
  .object({
    cardPayment: z.object({
      accountNumber: text(2000).describe("the gateway's card token (never a card number)"),
      cvv: text(10).optional().describe("must be empty: security codes go to the gateway only"),
      userNotes: text(200).optional().describe("the card's nickname (at most 32 characters)"),
      defaultPayment: z.boolean().optional().describe("make it the default card"),
    }),
  })
  .describe("A card the gateway tokenised, saved to the shopper's cards (spec section 3's payment request)");

export function addCardInputOf(body: z.infer<typeof addCardBody>): {
  cardToken: string;
  nickname?: string;
  makeDefault: boolean;
} {
  const card = body.cardPayment;
  if (looksLikeCardNumber(card.accountNumber)) throw new AppError(400, CARD_NUMBER_IN_TEXT.code, CARD_NUMBER_IN_TEXT.message);
  if (card.cvv) throw new AppError(400, "CARD_NUMBER_NOT_ACCEPTED", "Security codes are entered in the secure card form only.");
  return { cardToken: card.accountNumber, nickname: card.userNotes, makeDefault: card.defaultPayment === true };
}

export const deliveryBody = z
  .object({ deliveryMethod: z.enum(["DELIVERY", "PICKUP"]), storeNumber: text(10).nullable().optional() })
  .describe("Ship to an address or pick up at a store");

/** What a refused order request says: the page's form carries both values, so only a changed form gets it. */
const REVIEW_ORDER = "Please review your order and place it again.";
/** A retried order with the same key is placed once: 8 to 100 letters, digits or . _ : - */
export const ORDER_IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

export const placeOrderBody = z
  .object({
    expectedTotal: z
      .number({ error: REVIEW_ORDER })
      .int({ error: REVIEW_ORDER })
      .min(0, { error: REVIEW_ORDER })
      .max(1_000_000_000, { error: REVIEW_ORDER })
      .describe("the order total in cents the shopper reviewed"),
  })
  .describe("Place the order of the signed-in shopper's cart");

/** The place-order command's input: the reviewed total and the request's idempotency key (the JSON call's header). */
export const placeOrderInput = placeOrderBody.extend({
  idempotencyKey: z.string().regex(ORDER_IDEMPOTENCY_KEY, { error: REVIEW_ORDER }),
});

export const ordersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
});

function invalid(error: z.ZodError): AppError {
  const cardNumber = cardNumberRefusalOf(error.issues);
  if (cardNumber) return cardNumber;
  const issue = error.issues[0];
  const path = issue?.path.join(".") ?? "";
  return new AppError(400, "INVALID_REQUEST", path ? `${path}: ${issue?.message ?? "invalid"}` : "Invalid request");
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError(400, "INVALID_REQUEST", "The body must be a JSON object.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

export function addressInputOf(body: z.infer<typeof addressBody>): AddressInput {
  if (body.id) return { addressId: body.id, fields: {} };
  const phone = body.phones?.[0];
  return {
    fields: {
      firstName: body.firstName,
      lastName: body.lastName,
      organizationName: body.organizationName ?? undefined,
      address1: body.address1,
      address2: body.address2 ?? undefined,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
      phone: phone?.number,
      extension: phone?.extension ?? undefined,
      email: body.email ?? undefined,
    },
    confirmed: body.confirmed === true,
  };
}

export function paymentInputOf(body: z.infer<typeof paymentBody>): PaymentInput {
  const card = body.cardPayment;
  const token = card?.accountNumber ?? "";
  // A card number where a token belongs is refused before anything reads it further.
  if (looksLikeCardNumber(token)) throw cardNumberInText("cardPayment.accountNumber");
  if (card?.cvv) throw new AppError(400, "CARD_NUMBER_NOT_ACCEPTED", "Security codes are entered in the secure card form only.");
  const billing = card?.contactInformation?.billingAddress;
  const paymentType = body.paymentType ?? (card ? "CREDIT_CARD" : "ON_ACCOUNT");
  return {
    paymentType,
    cardToken: token || undefined,
    savedCardId: card?.id ?? card?.profileRefId,
    saveCard: card?.profilePayment === true,
    makeDefault: card?.defaultPayment === true,
    nickname: card?.userNotes,
    billingSameAsShipping: !billing,
    billing: billing ? addressInputOf(billing) : undefined,
    purchaseOrderNumber: body.purchaseOrderNumber ?? undefined,
  };
}
