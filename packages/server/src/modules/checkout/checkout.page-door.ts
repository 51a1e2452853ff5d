import type { CheckoutDoor, DoorResult, OrdersDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import { shopperOfRequest } from "./checkout-request";
import type { CheckoutService } from "./checkout.service";
import type { OrdersService } from "./orders.service";
import type { WalletPaymentService } from "./wallet-payment.service";
import { walletOf } from "./wallet.commands";

// The checkout's and orders' reads for the pages' loaders; their changes are commands
// (checkout.commands.ts and the files beside it), which the JSON calls run too.

async function attempt<T>(work: () => Promise<T>): Promise<DoorResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return doorFailure(error);
  }
}

export function checkoutPageDoor(
  services: { checkouts: CheckoutService; wallets: WalletPaymentService },
  request: FastifyRequest,
  gatewayOrigin: string,
): CheckoutDoor {
  const { checkouts, wallets } = services;
  return {
    gatewayOrigin,
    view: () => attempt(() => checkouts.view(shopperOfRequest(request))),
    paymentAuthToken: () => attempt(() => checkouts.issuePaymentAuthToken(shopperOfRequest(request))),
    walletApproval: (wallet, nonce) => attempt(() => wallets.approval(shopperOfRequest(request), walletOf(wallet), nonce)),
  };
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
  };
}
