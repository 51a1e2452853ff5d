import {
  ADDRESS_FIELD_NAMES,
  type CheckoutDoor,
  type DoorResult,
  type OrdersDoor,
  type WalletType,
  isWalletType,
  looksLikeCardNumber,
  readAddressSuggestion,
} from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import { balanceCheckerOf } from "./applied-payments.routes";
import type { AppliedPaymentsService } from "./applied-payments.service";
import { shopperOfRequest } from "./checkout-request";
import type { AddressInput, CheckoutService, PaymentInput } from "./checkout.service";
import type { OrdersService } from "./orders.service";
import type { WalletPaymentService } from "./wallet-payment.service";

// The checkout and order calls for the pages' form actions: the same services and rules as the
// JSON calls, fed from form fields (strings).

const MAX_FIELD = 300;

async function attempt<T>(work: () => Promise<T>): Promise<DoorResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const failure = doorFailure(error);
    // A city or state its ZIP code does not match: the page offers the ZIP code's (decision 022).
    const addressSuggestion = error instanceof AppError ? readAddressSuggestion(error.details) : null;
    return addressSuggestion ? { ...failure, addressSuggestion } : failure;
  }
}

function addressFrom(fields: Record<string, string>, prefix = ""): AddressInput {
  const addressId = fields[`${prefix}addressId`];
  if (addressId) return { addressId, fields: {} };
  const picked: Record<string, string> = {};
  for (const name of ADDRESS_FIELD_NAMES) {
    const value = fields[`${prefix}${name}`];
    if (value !== undefined) picked[name] = value;
  }
  // "Keep the address I entered" after a suggestion (address_validation_confirmation).
  const confirmed = fields[`${prefix}addressConfirmed`];
  return { fields: picked, confirmed: confirmed === "on" || confirmed === "true" };
}

/** Form fields are bounded and never hold a card number (the card form is the gateway's). */
function checkFields(fields: Record<string, string>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (name === "csrf" || name === "intent") continue;
    if (value.length > MAX_FIELD)
      throw new AppError(400, "INVALID_REQUEST", "A field is too long.", { fields: { [name]: "This is too long." } });
    if (looksLikeCardNumber(value)) {
      throw new AppError(400, "CARD_NUMBER_NOT_ACCEPTED", "Card numbers are entered in the secure card form only.", {
        fields: { [name]: "Card numbers are entered in the secure card form only." },
      });
    }
  }
}

export function checkoutPageDoor(
  services: {
    checkouts: CheckoutService;
    orders: OrdersService;
    wallets: WalletPaymentService;
    applied: AppliedPaymentsService;
  },
  request: FastifyRequest,
  gatewayOrigin: string,
): CheckoutDoor {
  const { checkouts, applied, wallets } = services;
  return {
    gatewayOrigin,
    view: () => attempt(() => checkouts.view(shopperOfRequest(request))),
    chooseDelivery: (fields) =>
      attempt(async () => {
        checkFields(fields);
        const method = fields.method === "PICKUP" ? "PICKUP" : fields.method === "DELIVERY" ? "DELIVERY" : null;
        if (!method)
          throw new AppError(400, "INVALID_REQUEST", "Please choose delivery or pickup.", {
            fields: { method: "Please choose delivery or pickup." },
          });
        return checkouts.chooseDelivery(shopperOfRequest(request), method, fields.storeNumber || null);
      }),
    saveAddress: (kind, fields) =>
      attempt(async () => {
        checkFields(fields);
        return checkouts.saveAddress(shopperOfRequest(request), kind, addressFrom(fields));
      }),
    attachPayment: (fields) =>
      attempt(async () => {
        checkFields(fields);
        if (fields.cvv)
          throw new AppError(400, "CARD_NUMBER_NOT_ACCEPTED", "Security codes are entered in the secure card form only.");
        const sameAsShipping = fields.billingSameAsShipping === "on" || fields.billingSameAsShipping === "true";
        const input: PaymentInput = {
          paymentType: fields.paymentType === "ON_ACCOUNT" ? "ON_ACCOUNT" : "CREDIT_CARD",
          cardToken: fields.cardToken || undefined,
          savedCardId: fields.savedCardId || undefined,
          saveCard: fields.saveCard === "on" || fields.saveCard === "true",
          makeDefault: fields.makeDefault === "on",
          nickname: fields.nickname,
          billingSameAsShipping: sameAsShipping,
          billing: sameAsShipping ? undefined : addressFrom(fields, "billing."),
          purchaseOrderNumber: fields.purchaseOrderNumber,
        };
        return checkouts.attachPayment(shopperOfRequest(request), input);
      }),
    paymentAuthToken: () => attempt(() => checkouts.issuePaymentAuthToken(shopperOfRequest(request))),
    setDefaultCard: (id) =>
      attempt(async () => {
        const shopper = shopperOfRequest(request);
        await checkouts.setDefaultCard(shopper, id);
        return checkouts.view(shopper);
      }),
    deleteCard: (id) =>
      attempt(async () => {
        const shopper = shopperOfRequest(request);
        await checkouts.deleteCard(shopper, id);
        return checkouts.view(shopper);
      }),
    // The gift card's number is the one field that may look like a card number: it is checked not
    // to be a credit card and goes to the gateway, never kept.
    giftCardBalance: (fields) =>
      attempt(async () => {
        checkFields({ pin: fields.pin ?? "" });
        const card = { giftCardNumber: fields.giftCardNumber ?? "", pin: fields.pin ?? "" };
        return applied.checkBalance(balanceCheckerOf(request), card, request.log);
      }),
    applyGiftCard: (fields) =>
      attempt(async () => {
        checkFields({ pin: fields.pin ?? "" });
        const shopper = shopperOfRequest(request);
        await applied.applyStoredValue(
          shopper,
          { giftCardNumber: fields.giftCardNumber ?? "", pin: fields.pin ?? "" },
          request.log,
        );
        return checkouts.view(shopper);
      }),
    applyRewards: (fields) =>
      attempt(async () => {
        checkFields(fields);
        const shopper = shopperOfRequest(request);
        await applied.applyEasyRewards(shopper, fields.amount ?? "");
        return checkouts.view(shopper);
      }),
    applyAmexPoints: (fields) =>
      attempt(async () => {
        checkFields(fields);
        const shopper = shopperOfRequest(request);
        const before = await checkouts.view(shopper);
        const owed = (before.paymentSummary?.balanceOrdTotal ?? 0) + (before.paymentSummary?.amexPointsAppliedAmt ?? 0);
        const outcome = await applied.applyAmexPoints(shopper, fields.amount ?? "", owed);
        return { view: await checkouts.view(shopper), ...outcome };
      }),
    removeAppliedPayment: (id) =>
      attempt(async () => {
        const shopper = shopperOfRequest(request);
        await applied.remove(shopper, id.slice(0, 64));
        return checkouts.view(shopper);
      }),
    // ---- wallets (PayPal, Klarna, Apple Pay): wallet-payment.service.ts
    startWallet: (fields) =>
      attempt(async () => {
        const shopper = shopperOfRequest(request);
        const url = await wallets.approvalUrl(shopper, walletOf(fields.wallet), fields.returnUrl ?? "", gatewayOrigin);
        return { url };
      }),
    walletApproval: (wallet, nonce) => attempt(() => wallets.approval(shopperOfRequest(request), walletOf(wallet), nonce)),
    attachWallet: (fields) =>
      attempt(() => wallets.attach(shopperOfRequest(request), { wallet: walletOf(fields.wallet), nonce: fields.nonce ?? "" })),
  };
}

function walletOf(value: string | undefined): WalletType {
  if (isWalletType(value)) return value;
  throw new AppError(400, "INVALID_REQUEST", "Please choose PayPal, Klarna or Apple Pay.", {
    fields: { wallet: "Please choose PayPal, Klarna or Apple Pay." },
  });
}

export function ordersPageDoor(orders: OrdersService, request: FastifyRequest): OrdersDoor {
  return {
    list: (page) =>
      attempt(() => {
        const n = /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1;
        return orders.list(shopperOfRequest(request), request.session, n, 10);
      }),
    get: (orderNumber) =>
      attempt(() => {
        if (!/^\d{1,20}$/.test(orderNumber)) throw new AppError(404, "ORDER_NOT_FOUND", "We couldn't find that order.");
        return orders.get(shopperOfRequest(request), request.session, orderNumber);
      }),
    openAsCart: (orderNumber) =>
      attempt(async () => {
        if (!/^\d{1,20}$/.test(orderNumber)) throw new AppError(404, "ORDER_NOT_FOUND", "We couldn't find that order.");
        await orders.openAsCart(shopperOfRequest(request), request.session, orderNumber);
        return { orderNumber };
      }),
  };
}
