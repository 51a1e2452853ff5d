import type { CheckoutCommandAnswers, CheckoutView, OrderStatus } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { AppError } from "../../http/errors";
import { appliedPaymentCommands } from "./applied-payments.commands";
import type { AppliedPaymentsService } from "./applied-payments.service";
import { addressBodyOf, checkFormFields, ticked } from "./checkout-form";
import { shopperOfRequest, viewAfter } from "./checkout-request";
import type { Shopper } from "./checkout-shopper";
import {
  addressBody,
  addressInputOf,
  deliveryBody,
  parseBody,
  paymentBody,
  paymentInputOf,
  placeOrderInput,
} from "./checkout.schema";
import type { AddressInput, CheckoutService, PaymentInput } from "./checkout.service";
import type { OrderPlacementService, PlacedOrder } from "./order-placement.service";
import { ordersCommands } from "./orders.commands";
import type { OrdersService } from "./orders.service";
import { savedCardCommands } from "./saved-cards.commands";
import { attachWalletCommand, startWalletCommand } from "./wallet.commands";
import type { WalletPaymentService } from "./wallet-payment.service";

// Checkout's changes declared once (decision 063): the JSON routes in checkout.routes.ts and the
// checkout page's form actions both run these. Each answers the checkout as it stands after the
// change, as the JSON calls do.

const answer = (view: CheckoutView) => ({ ok: true as const, value: view });

type Kind = "shipping" | "billing" | "pickup";
const KIND_OF_TYPE: Record<string, Kind> = { B: "billing", ST: "pickup" };
const TYPE_OF_KIND: Record<string, string> = { billing: "B", pickup: "ST", shipping: "S" };

const CHOOSE_DELIVERY = "Please choose delivery or pickup.";

export function checkoutCommands(services: { checkouts: CheckoutService; placements: OrderPlacementService }) {
  const { checkouts, placements } = services;
  const thenView = (request: FastifyRequest, change: (shopper: Shopper) => Promise<unknown>) =>
    viewAfter(checkouts, request, change);

  const chooseDelivery: Command<z.output<typeof deliveryBody>, CheckoutView, CheckoutView> = {
    name: "checkout.choose-delivery",
    input: { schema: deliveryBody, parse: (body) => parseBody(deliveryBody, body) },
    run: ({ request }, { deliveryMethod, storeNumber }) =>
      thenView(request, (shopper) => checkouts.chooseDelivery(shopper, deliveryMethod, storeNumber ?? null)),
    fromForm(fields) {
      checkFormFields(fields);
      // the form's choice left unchosen is asked for in the page's words, beside the choice
      if (fields.method !== "DELIVERY" && fields.method !== "PICKUP")
        throw new AppError(400, "INVALID_REQUEST", CHOOSE_DELIVERY, { fields: { method: CHOOSE_DELIVERY } });
      return { deliveryMethod: fields.method, storeNumber: fields.storeNumber || null };
    },
    toPage: answer,
  };

  const saveAddress: Command<{ kind: Kind; address: AddressInput }, CheckoutView, CheckoutView> = {
    name: "checkout.save-address",
    input: {
      schema: addressBody,
      parse(body) {
        const parsed = parseBody(addressBody, body);
        return { kind: KIND_OF_TYPE[parsed.type ?? ""] ?? "shipping", address: addressInputOf(parsed) };
      },
    },
    run: ({ request }, { kind, address }) => thenView(request, (shopper) => checkouts.saveAddress(shopper, kind, address)),
    // fields: kind (shipping | billing | pickup) and the address form's fields
    fromForm(fields) {
      const { kind, ...address } = fields;
      checkFormFields(address);
      return { type: TYPE_OF_KIND[kind ?? ""] ?? "S", ...addressBodyOf(address) };
    },
    toPage: answer,
  };

  const attachPayment: Command<PaymentInput, CheckoutView, CheckoutView> = {
    name: "checkout.attach-payment",
    input: { schema: paymentBody, parse: (body) => paymentInputOf(parseBody(paymentBody, body)) },
    run: ({ request }, input) => thenView(request, (shopper) => checkouts.attachPayment(shopper, input)),
    fromForm(fields) {
      checkFormFields(fields);
      // the billing address form is read unless "Same as shipping address" is ticked
      const billing = ticked(fields.billingSameAsShipping) ? undefined : addressBodyOf(fields, "billing.");
      return {
        paymentType: fields.paymentType === "ON_ACCOUNT" ? "ON_ACCOUNT" : "CREDIT_CARD",
        purchaseOrderNumber: fields.purchaseOrderNumber,
        cardPayment: {
          accountNumber: fields.cardToken || undefined,
          id: fields.savedCardId || undefined,
          cvv: fields.cvv,
          profilePayment: ticked(fields.saveCard),
          defaultPayment: fields.makeDefault === "on",
          userNotes: fields.nickname,
          contactInformation: billing ? { billingAddress: billing } : undefined,
        },
      };
    },
    toPage: answer,
  };

  const placeOrder: Command<z.output<typeof placeOrderInput>, PlacedOrder, { orderNumber: string; status: OrderStatus }> = {
    name: "checkout.place-order",
    input: { schema: placeOrderInput, parse: (body) => parseBody(placeOrderInput, body) },
    run: ({ request }, { expectedTotal, idempotencyKey }) =>
      placements.placeOrder(shopperOfRequest(request), { expectedTotal, idempotencyKey }, request.log),
    fromForm: (fields) => ({ expectedTotal: Number(fields.expectedTotal), idempotencyKey: fields.idempotencyKey ?? "" }),
    toPage: (order) => ({ ok: true, value: { orderNumber: order.orderNumber, status: order.status } }),
  };
  return { chooseDelivery, saveAddress, attachPayment, placeOrder };
}

export type CheckoutCommands = ReturnType<typeof checkoutCommands>;

/** Checkout's commands (applied payments, wallets, saved cards and orders too) by the names a page's actions use. */
export function checkoutPageCommands(
  services: {
    checkouts: CheckoutService;
    placements: OrderPlacementService;
    applied: AppliedPaymentsService;
    wallets: WalletPaymentService;
    orders: OrdersService;
  },
  gatewayOriginOf: (request: FastifyRequest) => string,
): CommandTable<CheckoutCommandAnswers> {
  const checkout = checkoutCommands(services);
  const applied = appliedPaymentCommands(services);
  const cards = savedCardCommands(services.checkouts);
  return {
    "checkout.choose-delivery": checkout.chooseDelivery,
    "checkout.save-address": checkout.saveAddress,
    "checkout.attach-payment": checkout.attachPayment,
    "checkout.gift-card-balance": applied.giftCardBalance,
    "checkout.apply-gift-card": applied.applyGiftCard,
    "checkout.apply-rewards": applied.applyRewards,
    "checkout.apply-amex-points": applied.applyAmexPoints,
    "checkout.remove-applied-payment": applied.removeAppliedPayment,
    "checkout.start-wallet": startWalletCommand(services.wallets, gatewayOriginOf),
    "checkout.attach-wallet": attachWalletCommand(services.wallets),
    "checkout.place-order": checkout.placeOrder,
    "orders.open-as-cart": ordersCommands(services.orders).openAsCart,
    "saved-cards.add": cards.add,
    "saved-cards.make-default": cards.makeDefault,
    "saved-cards.remove": cards.remove,
  };
}
