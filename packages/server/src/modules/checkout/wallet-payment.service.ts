import crypto from "node:crypto";
import {
  type CheckoutView,
  WALLET_ADDRESS_FIELD1,
  WALLET_APPROVAL_CODES,
  WALLET_MESSAGES,
  WALLET_NAMES,
  type WalletApprovalView,
  type WalletType,
  splitShippingName,
  validateAddressInput,
} from "@quire/domain";
import { type PaymentGateway, type WalletDetails, type WalletSession, walletApprovalUrl } from "@quire/gateway";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { lookupZip } from "../../lib/us-zip";
import type { Shopper } from "./checkout-shopper";
import { type CheckoutService, EMPTY_CART_MESSAGE, UNDELIVERABLE_MESSAGE, UNDELIVERABLE_STATES } from "./checkout.service";
import * as repo from "./checkout.repository";
import { cartRows } from "../cart";

// PayPal, Klarna and Apple Pay at checkout (decision 019). The shopper approves the payment on the
// gateway's wallet page; the approval (a nonce bound to this shopper and this cart) comes back to
// the store, which checks it with the gateway, keeps the wallet's shipping address as one of the
// shopper's (field1 PaypalAddress, KlarnaAddress or ApplePayAddress), ships to it, and makes the
// wallet the checkout's payment. The order authorises it (gateway.authoriseWallet) when placed.

/** The auth token call's answer for a wallet (type P, K or AP): the spec's token, and PayPal's client token. */
export interface WalletAuthTokenAnswer extends WalletSession {
  /** type P: the spec's paypalClientToken; ReturnUser: the shopper has paid with PayPal before */
  paypalClientToken?: { ClientToken: string; ReturnUser: boolean };
  /** types K and AP: the same for Klarna and Apple Pay (our name; the spec gives PayPal's only) */
  walletClientToken?: { ClientToken: string; ReturnUser: boolean };
}

/** POST /cc/api/checkout/default/vendorpayment, as the service reads it. */
export interface VendorPaymentInput {
  wallet: WalletType;
  /** the approval the wallet's page answered (paymentMethodNonce) */
  nonce: string;
  /** vendorPayment.checkoutId: when given, the cart it names must be the shopper's */
  checkoutId?: string;
  /** when given, must be the payer the wallet approved with */
  payerEmail?: string;
  payerId?: string;
}

/** Opaque URL-safe text of the gateway's; a nonce is a few hundred characters. */
const NONCE = /^[A-Za-z0-9._~-]{1,2048}$/;
const MERCHANT_NAME = "Quire";

export class WalletPaymentService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly checkouts: CheckoutService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The client token for the wallet's page (POST /cc/api/payment/gateway/authToken?type=P|K|AP). */
  async issueToken(shopper: Shopper, wallet: WalletType): Promise<WalletAuthTokenAnswer> {
    const session = await this.session(shopper, wallet);
    const addresses = await repo.listAddresses(this.db, shopper);
    const clientToken = {
      ClientToken: session.value,
      ReturnUser: addresses.some((a) => a.field1 === WALLET_ADDRESS_FIELD1[wallet]),
    };
    return wallet === "PAYPAL" ? { ...session, paypalClientToken: clientToken } : { ...session, walletClientToken: clientToken };
  }

  /** Where to send the shopper to approve (the gateway's wallet page), coming back to returnUrl. */
  async approvalUrl(shopper: Shopper, wallet: WalletType, returnUrl: string, gatewayOrigin: string): Promise<string> {
    if (!isHttpUrl(returnUrl)) throw new AppError(400, "INVALID_REQUEST", "returnUrl must be an http(s) URL of the store.");
    const session = await this.session(shopper, wallet);
    return walletApprovalUrl(gatewayOrigin, wallet, session.value, returnUrl);
  }

  /** The payer and address of an approval the shopper came back with, for the confirm form. */
  async approval(shopper: Shopper, wallet: WalletType, nonce: string): Promise<WalletApprovalView> {
    const cart = await this.requireCart(shopper);
    const details = this.requireApproval(shopper, cart.id, wallet, nonce);
    return {
      wallet: details.wallet,
      payerEmail: details.payerEmail,
      payerId: details.payerId,
      shippingAddress: details.shippingAddress,
      amountCents: details.amountCents,
    };
  }

  /**
   * The approved wallet pays: its shipping address is kept (name split on the first space, phone
   * digits only, field1 marking the wallet) and, for a delivery, shipped to; the checkout's payment
   * is the wallet with the nonce and the payer's e-mail. Every refusal changes nothing.
   */
  async attach(shopper: Shopper, input: VendorPaymentInput): Promise<CheckoutView> {
    const cart = await this.requireCart(shopper);
    if (input.checkoutId !== undefined && input.checkoutId !== cart.id) {
      throw new AppError(404, "CHECKOUT_NOT_FOUND", "That checkout was not found. Please reload the page and try again.");
    }
    const details = this.requireApproval(shopper, cart.id, input.wallet, input.nonce);
    const namesOtherPayer =
      (input.payerEmail !== undefined && input.payerEmail.trim().toLowerCase() !== details.payerEmail) ||
      (input.payerId !== undefined && input.payerId.trim() !== details.payerId);
    if (namesOtherPayer) throw new AppError(400, WALLET_APPROVAL_CODES.mismatch, WALLET_MESSAGES.mismatch(input.wallet));

    const checkout = (await repo.findCheckout(this.db, cart.id)) ?? repo.emptyCheckout(cart.id, this.clock().toISOString());
    const delivering = checkout.deliveryMethod !== "PICKUP";
    const address = walletAddressRow(shopper, details, this.clock().toISOString());
    if (delivering && UNDELIVERABLE_STATES.has(address.state)) {
      throw new AppError(400, "UN_DELIVERABLE_ADDRESSES", UNDELIVERABLE_MESSAGE, { fields: { state: UNDELIVERABLE_MESSAGE } });
    }

    await this.db.transaction().execute(async (trx) => {
      const kept = (await repo.listAddresses(trx, shopper)).find((row) => sameWalletAddress(row, address));
      if (kept) await repo.updateAddress(trx, shopper, kept.id, { updatedAt: address.updatedAt });
      else await repo.insertAddress(trx, address);
      const addressId = kept?.id ?? address.id;
      const next: repo.CheckoutRow = {
        ...checkout,
        paymentType: details.wallet,
        cardToken: input.nonce,
        cardBrand: null,
        cardLast4: null,
        cardExpiryMonth: null,
        cardExpiryYear: null,
        savedCardId: null,
        walletEmail: details.payerEmail,
        // The wallet holds the payer's billing address.
        billingAddressId: null,
        purchaseOrderNumber: null,
        updatedAt: address.updatedAt,
      };
      if (delivering) {
        next.shippingAddressId = addressId;
        next.deliveryChosen = 1;
        next.deliveryMethod = "DELIVERY";
        // Tax follows the destination, as when the shopper types an address.
        const zip = address.zipCode.slice(0, 5);
        if (cart.shipToZip !== zip) await cartRows.touchCart(trx, cart.id, { shipToZip: zip }, address.updatedAt);
      }
      await repo.saveCheckout(trx, next);
    });
    return this.checkouts.view(shopper);
  }

  private async session(shopper: Shopper, wallet: WalletType): Promise<WalletSession> {
    const cart = await this.requireCart(shopper);
    const view = await this.checkouts.view(shopper);
    // The wallet pays what gift cards and rewards leave.
    const amountCents = view.paymentSummary?.balanceOrdTotal ?? view.cart.cartSummary.ordTotal;
    if (!(amountCents > 0)) {
      throw new AppError(
        400,
        "ZERO_BALANCE",
        `Your order is paid for in full: there is nothing left for ${WALLET_NAMES[wallet]} to pay.`,
      );
    }
    return this.gateway.walletSession({
      wallet,
      subject: shopper.subject,
      cartId: cart.id,
      amountCents,
      merchantName: MERCHANT_NAME,
    });
  }

  private async requireCart(shopper: Shopper): Promise<cartRows.CartRow> {
    const cart = await cartRows.findCartOf(this.db, shopper.cartOwner);
    if (!cart || (await cartRows.listCartItems(this.db, cart.id)).length === 0) {
      throw new AppError(400, "EMPTY_CART", EMPTY_CART_MESSAGE);
    }
    return cart;
  }

  /** The approval's details when it is this wallet's, unexpired, this shopper's and for this cart. */
  private requireApproval(shopper: Shopper, cartId: string, wallet: WalletType, nonce: string): WalletDetails {
    const field = (message: string) => ({ fields: { nonce: message } });
    const invalid = () =>
      new AppError(400, WALLET_APPROVAL_CODES.invalid, WALLET_MESSAGES.invalid(wallet), field(WALLET_MESSAGES.invalid(wallet)));
    if (!NONCE.test(nonce)) throw invalid();
    const check = this.gateway.checkWalletNonce(nonce);
    if (!check.ok) {
      if (check.reason === "EXPIRED" && check.wallet === wallet) {
        throw new AppError(
          400,
          WALLET_APPROVAL_CODES.expired,
          WALLET_MESSAGES.expired(wallet),
          field(WALLET_MESSAGES.expired(wallet)),
        );
      }
      throw invalid();
    }
    const { details } = check;
    if (details.wallet !== wallet) throw invalid();
    if (details.subject !== shopper.subject) {
      throw new AppError(403, WALLET_APPROVAL_CODES.otherShopper, WALLET_MESSAGES.otherShopper(wallet));
    }
    if (details.cartId !== cartId) {
      throw new AppError(
        409,
        WALLET_APPROVAL_CODES.otherCart,
        WALLET_MESSAGES.otherCart(wallet),
        field(WALLET_MESSAGES.otherCart(wallet)),
      );
    }
    return details;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && value.length <= 1024;
  } catch {
    return false;
  }
}

/**
 * The wallet's shipping address as one of the shopper's, checked by the address rules (the wallet
 * is trusted with nothing the store would not accept typed): the one-string name split on the first
 * space, the phone digits only, the ZIP code in its state.
 */
function walletAddressRow(shopper: Shopper, details: WalletDetails, now: string): repo.AddressRow {
  const wallet = details.shippingAddress;
  const name = splitShippingName(wallet.name);
  const checked = validateAddressInput(
    {
      ...name,
      address1: wallet.address1,
      address2: wallet.address2 ?? "",
      city: wallet.city,
      state: wallet.state,
      zipCode: wallet.zipCode,
      phone: wallet.phone,
      email: details.payerEmail,
    },
    { requireEmail: false, requirePhone: true, requireStreet: true },
  );
  const zip = checked.ok ? lookupZip(checked.address.zipCode.slice(0, 5)) : undefined;
  if (!checked.ok || !zip || zip.state !== checked.address.state) {
    const why = checked.ok ? "Invalid zip code" : (Object.values(checked.fields)[0] ?? "Please check the address.");
    throw new AppError(400, "ADDRESS_INVALID", `The address from ${WALLET_NAMES[details.wallet]} can't be used: ${why}`);
  }
  const a = checked.address;
  return {
    id: crypto.randomUUID(),
    userId: shopper.userId,
    tenant: shopper.tenant,
    type: "S",
    firstName: a.firstName,
    lastName: a.lastName,
    organizationName: null,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: "US",
    phone: a.phone,
    phoneExtension: null,
    email: a.email,
    storeNumber: null,
    field1: WALLET_ADDRESS_FIELD1[details.wallet],
    isDefaultShipping: 0,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The same wallet address kept before (the same wallet, name, street and phone): used again, not copied. */
function sameWalletAddress(a: repo.AddressRow, b: repo.AddressRow): boolean {
  const keys = [
    "type",
    "field1",
    "firstName",
    "lastName",
    "address1",
    "address2",
    "city",
    "state",
    "zipCode",
    "phone",
    "email",
  ] as const;
  return keys.every((k) => (a[k] ?? null) === (b[k] ?? null));
}
