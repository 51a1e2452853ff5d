import crypto from "node:crypto";
import {
  ADDRESS_MESSAGES,
  type AddressPlace,
  type AddressType,
  type BusinessCheckoutView,
  CARD_MESSAGES,
  type CartView,
  checkAddressPlace,
  type CheckoutAddress,
  type CheckoutMessage,
  type CheckoutPickupLine,
  SAMPLES_ONLY_CART_CODE,
  SAMPLES_ONLY_CHECKOUT_MESSAGE,
  type CheckoutSections,
  type CheckoutView,
  MAX_CARD_NICKNAME_LENGTH,
  MAX_SAVED_CARDS,
  type OrderPayment,
  type PaymentAuthToken,
  type PaymentSummary,
  isWalletType,
  type PickupStoreView,
  type SavedCardView,
  defaultSavedCardId,
  isCardExpired,
  isCardExpiringSoon,
  looksLikeCardNumber,
  orderSavedCards,
  selectWalletShippingAddress,
  validateAddressInput,
  canPickUpInStore,
  LINE_DELIVERY_MESSAGES,
  approvalReasonFor,
  splitDeliveryNotice,
} from "@quire/domain";
import { type PaymentGateway, issuePaymentAuthToken } from "@quire/gateway";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { lookupZip } from "../../lib/us-zip";
import { centreAvailable, orderCentreId } from "../budgets";
import { CartViewService, type RequestEffects, cartRows as cartRepo } from "../cart";
import { ACCOUNT_NEEDED_FOR_SAVED_CARDS, type Shopper, cartViewerOfShopper, requireAccount } from "./checkout-shopper";
import * as repo from "./checkout.repository";

// The checkout of a signed-in shopper's cart: delivery or pickup, addresses, the payment attached
// (a gateway token with brand and last four, never a card number) and the view every page and the
// JSON calls answer with. Placing the order is order-placement.service.ts.

/** States we do not deliver to: pickup in store is offered instead. */
export const UNDELIVERABLE_STATES = new Set(["AK", "HI"]);
export const UNDELIVERABLE_MESSAGE =
  "We're sorry, we can't deliver to this address. Please choose a different address or pick up in store.";
export const EMPTY_CART_MESSAGE = "Your cart is empty.";
const PURCHASE_ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,24}$/;
const PICKUP_STORE_CHOICES = 10;
const STORE_LIST_TTL_MS = 5 * 60_000;
export const SAVED_CARD_MESSAGES = {
  notFound: "That card was not found.",
  alreadySaved: "This card is already saved.",
} as const;

export interface AddressInput {
  addressId?: string;
  fields: Record<string, string | undefined>;
  /** the shopper keeps the address as typed after a suggestion (address_validation_confirmation) */
  confirmed?: boolean;
}

export interface PaymentInput {
  paymentType: "CREDIT_CARD" | "ON_ACCOUNT";
  cardToken?: string;
  savedCardId?: string;
  saveCard?: boolean;
  makeDefault?: boolean;
  nickname?: string;
  billingSameAsShipping?: boolean;
  billing?: AddressInput;
  purchaseOrderNumber?: string;
}

/** Business rules of an account (accounts.policies JSON). */
export interface AccountPolicies {
  blockedCategoryIds?: number[];
  /** every order above this total waits for an approver; 0 = every order */
  approvalRequiredOverCents?: number | null;
}

/** The cart as its shopper's checkout reads it; forPlacement: only what placing the order needs (cart-view.service.ts). */
export function shopperCartEffects(shopper: Shopper, forPlacement: boolean): RequestEffects {
  return {
    changes: new Map(),
    transient: [],
    removed: [],
    cartMessages: [],
    newCart: false,
    checkoutPayerId: shopper.userId,
    forPlacement,
  };
}

export class CheckoutService {
  readonly views: CartViewService;
  private storeCache: {
    readAt: number;
    stores: {
      store: Awaited<ReturnType<typeof repo.listStores>>[number];
      place: { latitude: number; longitude: number } | null;
    }[];
  } | null = null;

  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly gatewaySecret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.views = new CartViewService(db, clock);
  }

  private nowIso(): string {
    return this.clock().toISOString();
  }

  private async cartOf(db: Db, shopper: Shopper): Promise<cartRepo.CartRow | undefined> {
    return cartRepo.findCartOf(db, shopper.cartOwner);
  }

  private async requireCart(db: Db, shopper: Shopper): Promise<cartRepo.CartRow> {
    const cart = await this.cartOf(db, shopper);
    if (!cart || (await cartRepo.listCartItems(db, cart.id)).length === 0) {
      throw new AppError(400, "EMPTY_CART", EMPTY_CART_MESSAGE);
    }
    return cart;
  }

  private async checkoutOf(db: Db, cartId: string): Promise<repo.CheckoutRow> {
    return (await repo.findCheckout(db, cartId)) ?? repo.emptyCheckout(cartId, this.nowIso());
  }

  // ---- the view

  /** db: a transaction when the caller holds one (SQLite has one connection: never mix the two) */
  async view(
    shopper: Shopper,
    extraMessages: CheckoutMessage[] = [],
    db: Db = this.db,
    /** forPlacement: the order's transaction has already read and priced this cart (no store list either) */
    options: { forPlacement?: { cart: cartRepo.CartRow; cartView: CartView; checkout: repo.CheckoutRow | undefined } } = {},
  ): Promise<CheckoutView> {
    const placing = options.forPlacement;
    const { cart, cartView } = placing ?? (await this.cartAndView(db, shopper));
    const checkout = placing
      ? (placing.checkout ?? repo.emptyCheckout(placing.cart.id, this.nowIso()))
      : cart
        ? await this.checkoutOf(db, cart.id)
        : repo.emptyCheckout("", this.nowIso());
    const [addressRows, cardRows, shipTos] = await Promise.all([
      repo.listAddresses(db, shopper),
      repo.listSavedCards(db, shopper),
      shopper.accountId !== null ? repo.listShipTos(db, shopper.accountId) : [],
    ]);
    // A business buyer's own addresses come first, then the account's ship-to locations.
    const addresses = [...addressRows.map(toCheckoutAddress), ...shipTos.map((s) => shipToAddress(s, shopper))];
    const now = this.clock();
    const savedCards = orderSavedCards(cardRows.map((row) => toSavedCardView(row, now)));
    const messages: CheckoutMessage[] = [...extraMessages];

    const shippingAddress =
      (checkout.shippingAddressId ? addresses.find((a) => a.id === checkout.shippingAddressId) : undefined) ??
      selectWalletShippingAddress(
        addresses.filter((a) => a.type === "S" || a.type === "SB"),
        { applePayEnabled: true, payingWallet: isWalletType(checkout.paymentType) ? checkout.paymentType : null },
      ) ??
      null;
    const billingAddress = checkout.billingAddressId ? (addresses.find((a) => a.id === checkout.billingAddressId) ?? null) : null;
    const pickupPerson = checkout.pickupAddressId ? (addresses.find((a) => a.id === checkout.pickupAddressId) ?? null) : null;
    const pickupStore = checkout.pickupStoreNumber ? ((await repo.findStore(db, checkout.pickupStoreNumber)) ?? null) : null;

    let orderPayment = usablePayment(checkout, savedCards, now, messages);

    const business =
      shopper.accountId !== null ? await this.businessView(db, shopper, cartView.cartSummary.ordTotal, cart) : null;
    if (orderPayment?.paymentType === "ON_ACCOUNT" && !business?.payOnAccountAllowed) orderPayment = null;

    const empty = !cart || cartView.items.filter((i) => i.status === "ACTIVE").length === 0;
    if (empty) messages.push({ code: "EMPTY_CART", type: "INFO", message: EMPTY_CART_MESSAGE });
    const method = checkout.deliveryMethod === "PICKUP" ? "PICKUP" : "DELIVERY";
    // Lines picked up or shipped to a store (decision 030) need a pickup person; shipped lines an address.
    const activeLines = cartView.items.filter((i) => i.status === "ACTIVE" && i.cartItemId);
    const pickupLines = method === "DELIVERY" ? await this.pickupLinesOf(db, activeLines) : [];
    const hasShippedLines = activeLines.some((i) => !isStoreDelivery(i.selectedDeliveryOption?.deliveryType));
    // A returning shopper with a shipping address starts with delivery to it chosen (they may change it);
    // a cart whose every line is picked up has its delivery chosen in the cart.
    // an item set for two deliveries keeps the step open with the cart's words until the cart is fixed
    const split = splitDeliveryNotice(cartView, method === "PICKUP" ? checkout.pickupStoreNumber : null);
    if (split) messages.push(split);
    const delivery =
      !split &&
      (checkout.deliveryChosen === 1 ||
        (method === "DELIVERY" && (shippingAddress !== null || (!hasShippedLines && pickupLines.length > 0))));
    const addressDone =
      method === "PICKUP"
        ? pickupPerson !== null && pickupStore !== null
        : (!hasShippedLines || shippingAddress !== null) && (pickupLines.length === 0 || pickupPerson !== null);
    const appliedPayments = cartView.appliedPayments ?? [];
    const paymentSummary = paymentSummaryOf(cartView);
    // An order that gift cards or rewards cover in full needs no other payment; any other order needs one.
    const coveredByApplied = paymentSummary.balanceOrdTotal === 0 && appliedPayments.some((p) => p.amountCents > 0);
    const sections = sectionStatuses(delivery, addressDone, orderPayment !== null || coveredByApplied);
    // A cart of free samples only cannot be ordered (decision 026): the page says why.
    const samplesOnly = cartView.messages.some((m) => m.code === SAMPLES_ONLY_CART_CODE);
    if (samplesOnly) messages.push({ code: SAMPLES_ONLY_CART_CODE, type: "ERROR", message: SAMPLES_ONLY_CHECKOUT_MESSAGE });
    const blocking =
      samplesOnly || cartView.items.some((i) => i.status === "ACTIVE" && i.messages.some((m) => m.type === "ERROR"));
    return {
      tenant: shopper.tenant,
      cart: cartView,
      deliveryMethod: method,
      pickupStore,
      // Placing an order needs no list of stores to choose from.
      pickupStores:
        options.forPlacement || !canPickUpInStore(shopper) ? [] : await this.pickupStores(db, cart?.shipToZip ?? null),
      shippingAddress,
      billingAddress,
      pickupPerson,
      pickupLines,
      hasShippedLines,
      savedAddresses: addresses.filter((a) => a.type === "S" || a.type === "SB"),
      orderPayment,
      appliedPayments,
      paymentSummary,
      savedCards,
      defaultSavedCardId: defaultSavedCardId(
        savedCards.filter((c) => !c.expired),
        orderPayment?.savedCardId ?? null,
      ),
      checkoutSections: sections,
      canPlaceOrder: !empty && !blocking && sections.review === "ACTIVE",
      business,
      guest: shopper.isGuest,
      messages,
    };
  }

  /** The shopper's cart priced as the cart page shows it; no cart is the cart page's empty cart. */
  private async cartAndView(db: Db, shopper: Shopper): Promise<{ cart: cartRepo.CartRow | undefined; cartView: CartView }> {
    const cart = await this.cartOf(db, shopper);
    if (!cart) return { cart, cartView: (await this.views.readCart(cartViewerOfShopper(shopper))).cartInfo };
    const state = await this.views.loadState(db, cart);
    const cartView = await this.views.view(db, state, shopperCartEffects(shopper, false));
    return { cart, cartView };
  }

  /** The cart's ISP and STS lines with their stores, for the checkout to show (decision 030). */
  private async pickupLinesOf(db: Db, items: CartView["items"]): Promise<CheckoutPickupLine[]> {
    const lines: CheckoutPickupLine[] = [];
    const stores = new Map<string, PickupStoreView | null>();
    for (const item of items) {
      const type = item.selectedDeliveryOption?.deliveryType;
      const storeNumber = item.selectedDeliveryOption?.pickupStoreNumber ?? null;
      if (!isStoreDelivery(type) || !item.cartItemId) continue;
      if (storeNumber && !stores.has(storeNumber)) stores.set(storeNumber, (await repo.findStore(db, storeNumber)) ?? null);
      lines.push({
        cartItemId: item.cartItemId,
        itemId: item.itemId,
        name: item.product.name ?? item.itemId,
        qty: item.qty,
        deliveryType: type,
        store: storeNumber ? (stores.get(storeNumber) ?? null) : null,
      });
    }
    return lines;
  }

  private async businessView(
    db: Db,
    shopper: Shopper,
    totalCents: number,
    cart: cartRepo.CartRow | undefined,
  ): Promise<BusinessCheckoutView | null> {
    if (shopper.accountId === null) return null;
    const account = await repo.findAccountPolicies(db, shopper.accountId);
    if (!account) return null;
    const centreId = orderCentreId(cart, shopper.budgetCentreId);
    const centre = centreId !== null ? await centreAvailable(db, shopper.accountId, centreId, this.clock()) : undefined;
    const reason = approvalReason(parsePolicies(account.policies), totalCents, centre ? centre.availableCents : null);
    return {
      accountName: account.name,
      budgetCentre: centre ? { name: centre.name, availableBalanceCents: centre.availableCents } : null,
      approvalRequired: reason !== null,
      approvalReason: reason,
      payOnAccountAllowed: true,
    };
  }

  private async pickupStores(db: Db, zip: string | null): Promise<PickupStoreView[]> {
    const stores = await this.storesWithPlaces(db);
    const origin = zip ? lookupZip(zip) : undefined;
    if (!origin) return stores.slice(0, PICKUP_STORE_CHOICES).map((s) => s.store);
    const distance = (s: { place: { latitude: number; longitude: number } | null }) =>
      s.place ? Math.hypot(s.place.latitude - origin.latitude, s.place.longitude - origin.longitude) : Number.POSITIVE_INFINITY;
    return stores
      .map((s) => ({ store: s.store, distance: distance(s) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, PICKUP_STORE_CHOICES)
      .map((s) => s.store);
  }

  /**
   * The stores with their ZIP codes' places, read once a few minutes: every checkout view offers
   * the nearest, and the store list changes with a release, not between requests.
   */
  private async storesWithPlaces(db: Db) {
    const now = Date.now();
    if (this.storeCache && now - this.storeCache.readAt < STORE_LIST_TTL_MS) return this.storeCache.stores;
    const rows = await repo.listStores(db, 500);
    const stores = rows.map((store) => {
      const z = lookupZip(store.zipcode);
      return { store, place: z ? { latitude: z.latitude, longitude: z.longitude } : null };
    });
    this.storeCache = { readAt: now, stores };
    return stores;
  }

  private async firstLineStore(cartId: string): Promise<string | null> {
    const lines = await cartRepo.listCartItems(this.db, cartId);
    return lines.find((l) => isStoreDelivery(l.deliveryType) && l.pickupStoreNumber)?.pickupStoreNumber ?? null;
  }

  // ---- delivery

  async chooseDelivery(shopper: Shopper, method: "DELIVERY" | "PICKUP", storeNumber: string | null): Promise<CheckoutView> {
    const cart = await this.requireCart(this.db, shopper);
    if (method === "PICKUP") {
      // a business user without G_BOP is not offered pickup (decision 030)
      if (!canPickUpInStore(shopper)) throw new AppError(403, "NOT_AVAILABLE_FOR_BOPIS", LINE_DELIVERY_MESSAGES.notPermitted);
      if (!storeNumber) throw fieldError("STORE_REQUIRED", "storeNumber", "Please choose a store for pickup.");
      if (!(await repo.findStore(this.db, storeNumber))) {
        throw fieldError("STORE_NOT_FOUND", "storeNumber", "Please choose a store for pickup.", 404);
      }
    }
    const checkout = await this.checkoutOf(this.db, cart.id);
    await repo.saveCheckout(this.db, {
      ...checkout,
      deliveryMethod: method,
      deliveryChosen: 1,
      pickupStoreNumber: method === "PICKUP" ? storeNumber : null,
      updatedAt: this.nowIso(),
    });
    return this.view(shopper);
  }

  // ---- addresses

  async saveAddress(shopper: Shopper, kind: "shipping" | "billing" | "pickup", input: AddressInput): Promise<CheckoutView> {
    const cart = await this.requireCart(this.db, shopper);
    const checkout = await this.checkoutOf(this.db, cart.id);
    const address = await this.resolveAddress(shopper, kind, input, checkout);
    const now = this.nowIso();
    const next = { ...checkout, updatedAt: now };
    if (kind === "shipping") {
      next.shippingAddressId = address.id;
      if (checkout.deliveryChosen === 0) {
        next.deliveryChosen = 1;
        next.deliveryMethod = "DELIVERY";
      }
      // Tax follows the destination: the cart is priced for the address it ships to.
      if (cart.shipToZip !== address.zipCode.slice(0, 5)) {
        await cartRepo.touchCart(this.db, cart.id, { shipToZip: address.zipCode.slice(0, 5) }, now);
      }
    } else if (kind === "billing") next.billingAddressId = address.id;
    else next.pickupAddressId = address.id;
    await repo.saveCheckout(this.db, next);
    return this.view(shopper);
  }

  private async resolveAddress(
    shopper: Shopper,
    kind: "shipping" | "billing" | "pickup",
    input: AddressInput,
    checkout: repo.CheckoutRow,
  ): Promise<repo.AddressRow> {
    if (input.addressId?.startsWith(SHIP_TO_PREFIX) && shopper.accountId !== null) {
      // One of the account's ship-to locations: the checkout points at it; it is not copied.
      const shipTos = await repo.listShipTos(this.db, shopper.accountId);
      const shipTo = shipTos.find((s) => `${SHIP_TO_PREFIX}${s.id}` === input.addressId);
      if (!shipTo) throw new AppError(404, "ADDRESS_NOT_FOUND", "That address was not found.");
      assertDeliverable(shipTo.state);
      return shipToRow(shipTo, shopper);
    }
    if (input.addressId) {
      const row = await repo.findAddress(this.db, shopper, input.addressId);
      if (!row) throw new AppError(404, "ADDRESS_NOT_FOUND", "That address was not found.");
      if (kind === "shipping") assertDeliverable(row.state);
      return row;
    }
    // A guest's shipping address and every pickup person need an e-mail (the order's confirmation).
    const needsEmail = kind === "pickup" || (shopper.isGuest && kind === "shipping");
    const checked = validateAddressInput(kind === "pickup" ? pickupFields(input.fields) : input.fields, {
      requireEmail: needsEmail,
      requirePhone: true,
      requireStreet: kind !== "pickup",
    });
    if (!checked.ok) {
      if (needsEmail && !(input.fields.email ?? "").trim()) {
        const message = kind === "pickup" ? ADDRESS_MESSAGES.noPickupEmail : ADDRESS_MESSAGES.noEmail;
        throw new AppError(400, "NO_EMAIL", message, { fields: { ...checked.fields, email: message }, field: "email" });
      }
      const [field, message] = Object.entries(checked.fields)[0] ?? ["", "Please check the address."];
      throw new AppError(400, "ADDRESS_INVALID", message, { fields: checked.fields, field });
    }
    const a = checked.address;
    let city = a.city;
    let state = a.state;
    let zipCode = a.zipCode;
    let pickupStoreNumber: string | null = null;
    if (kind === "pickup") {
      // the whole order's store, else the first line picked up or shipped to a store (decision 030)
      pickupStoreNumber =
        checkout.deliveryMethod === "PICKUP" ? checkout.pickupStoreNumber : await this.firstLineStore(checkout.cartId);
      const store = pickupStoreNumber ? await repo.findStore(this.db, pickupStoreNumber) : undefined;
      if (!store) throw fieldError("STORE_REQUIRED", "storeNumber", "Please choose a store for pickup.");
      city = store.city;
      state = store.state;
      zipCode = store.zipcode;
    } else {
      assertZipMatches({ city, state, zipCode }, input.confirmed === true);
      if (kind === "shipping") assertDeliverable(state);
    }
    const type: AddressType = kind === "shipping" ? "S" : kind === "billing" ? "B" : "ST";
    const now = this.nowIso();
    const row: repo.AddressRow = {
      id: crypto.randomUUID(),
      userId: shopper.userId,
      tenant: shopper.tenant,
      type,
      firstName: a.firstName,
      lastName: a.lastName,
      organizationName: a.organizationName,
      address1: kind === "pickup" ? "" : a.address1,
      address2: kind === "pickup" ? null : a.address2,
      city,
      state,
      zipCode,
      country: "US",
      phone: a.phone,
      phoneExtension: a.extension,
      email: a.email,
      storeNumber: kind === "pickup" ? pickupStoreNumber : null,
      field1: null,
      isDefaultShipping: 0,
      lastUsedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    // The same address typed again is the one already kept, not a second copy.
    const existing = (await repo.listAddresses(this.db, shopper)).find((r) => sameAddress(r, row));
    if (existing) {
      await repo.updateAddress(this.db, shopper, existing.id, { updatedAt: now });
      return existing;
    }
    await repo.insertAddress(this.db, row);
    return row;
  }

  // ---- payment

  paymentAuthToken(shopper: Shopper, cartId: string): PaymentAuthToken {
    return issuePaymentAuthToken(
      this.gatewaySecret,
      { subject: shopper.subject, cartId, session: shopper.sessionKey },
      this.clock().getTime(),
    );
  }

  async issuePaymentAuthToken(shopper: Shopper): Promise<PaymentAuthToken> {
    const cart = await this.requireCart(this.db, shopper);
    return this.paymentAuthToken(shopper, cart.id);
  }

  async attachPayment(shopper: Shopper, input: PaymentInput): Promise<CheckoutView> {
    const cart = await this.requireCart(this.db, shopper);
    const checkout = await this.checkoutOf(this.db, cart.id);
    const now = this.clock();
    const poNumber = purchaseOrderNumberOf(shopper, input);
    const next: repo.CheckoutRow = {
      ...checkout,
      paymentType: null,
      cardToken: null,
      cardBrand: null,
      cardLast4: null,
      cardExpiryMonth: null,
      cardExpiryYear: null,
      savedCardId: null,
      purchaseOrderNumber: poNumber === "" ? null : poNumber,
      updatedAt: now.toISOString(),
    };

    if (input.paymentType === "ON_ACCOUNT") {
      if (shopper.accountId === null) throw new AppError(400, "INVALID_REQUEST", "Paying on account is for business accounts.");
      if (poNumber === "") {
        throw fieldError("PURCHASE_ORDER_REQUIRED", "purchaseOrderNumber", "Please enter a purchase order number.");
      }
      next.paymentType = "ON_ACCOUNT";
      await repo.saveCheckout(this.db, next);
      return this.view(shopper);
    }

    // The billing address is checked before a card is saved: a refused address saves nothing.
    if (input.billing && !input.billingSameAsShipping) {
      const billing = await this.resolveAddress(shopper, "billing", input.billing, checkout);
      next.billingAddressId = billing.id;
    } else {
      next.billingAddressId = null;
    }

    if (input.savedCardId || input.saveCard) requireAccount(shopper, ACCOUNT_NEEDED_FOR_SAVED_CARDS);
    if (input.savedCardId) Object.assign(next, await this.savedCardPayment(shopper, input.savedCardId, now));
    else Object.assign(next, await this.typedCardPayment(shopper, input, now));

    await repo.saveCheckout(this.db, next);
    return this.view(shopper);
  }

  /** A saved card of the shopper's as the order's payment; a card gone or expired is refused. */
  private async savedCardPayment(shopper: Shopper, savedCardId: string, now: Date): Promise<Partial<repo.CheckoutRow>> {
    const card = await repo.findSavedCard(this.db, shopper, savedCardId);
    if (!card) throw new AppError(404, "CARD_NOT_FOUND", CARD_MESSAGES.staleCard);
    if (expiredCard(card, now)) throw new AppError(400, "PAYMENT_EXPIRED", CARD_MESSAGES.staleCard);
    return {
      paymentType: "CREDIT_CARD",
      cardToken: card.gatewayToken,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      savedCardId: card.id,
    };
  }

  /**
   * A card the gateway tokenised for this shopper, as checkout and the saved cards both judge it:
   * the shopper's own token, not expired, a nickname of at most 32 characters that is no card number.
   */
  private typedCard(shopper: Shopper, token: string, rawNickname: string | undefined, now: Date) {
    const details = token === "" ? null : this.gateway.tokenDetails(token);
    if (!details || details.subject !== shopper.subject) {
      throw fieldError("PAYMENT_OPERATION_FAILED", "cardToken", CARD_MESSAGES.operationFailed);
    }
    if (expiredCard(details, now)) throw fieldError("PAYMENT_EXPIRED", "cardToken", CARD_MESSAGES.expired);
    const nickname = rawNickname?.trim() ?? "";
    if (nickname.length > MAX_CARD_NICKNAME_LENGTH || looksLikeCardNumber(nickname)) {
      throw fieldError(
        "INVALID_NICKNAME",
        "nickname",
        `A card nickname can have at most ${MAX_CARD_NICKNAME_LENGTH} characters.`,
      );
    }
    return { details, nickname };
  }

  /** A card typed on the gateway (its token) as the order's payment, saved to the account when asked. */
  private async typedCardPayment(shopper: Shopper, input: PaymentInput, now: Date): Promise<Partial<repo.CheckoutRow>> {
    const token = input.cardToken ?? "";
    const { details, nickname } = this.typedCard(shopper, token, input.nickname, now);
    const payment: Partial<repo.CheckoutRow> = {
      paymentType: "CREDIT_CARD",
      cardToken: token,
      cardBrand: details.brand,
      cardLast4: details.last4,
      cardExpiryMonth: details.expiryMonth,
      cardExpiryYear: details.expiryYear,
    };
    if (input.saveCard) {
      payment.savedCardId = await this.saveTypedCard(
        shopper,
        { token, ...details },
        { nickname, makeDefault: input.makeDefault },
        now,
      );
    }
    return payment;
  }

  /** The saved card of the same brand, number and expiry, else a new one (within the limit): its id. */
  private async saveTypedCard(
    shopper: Shopper,
    card: { token: string; brand: string; last4: string; expiryMonth: number; expiryYear: number },
    options: { nickname: string; makeDefault?: boolean },
    now: Date,
  ): Promise<string> {
    const nowIso = now.toISOString();
    const cards = await repo.listSavedCards(this.db, shopper);
    const same = cards.find(
      (c) =>
        c.brand === card.brand &&
        c.last4 === card.last4 &&
        c.expiryMonth === card.expiryMonth &&
        c.expiryYear === card.expiryYear,
    );
    if (same) return same.id;
    if (cards.length >= MAX_SAVED_CARDS) {
      throw new AppError(400, "SAVED_CARD_LIMIT_REACHED", CARD_MESSAGES.savedCardLimit, { type: "SAVED_CARD_LIMIT" });
    }
    const id = crypto.randomUUID();
    await repo.insertSavedCard(this.db, {
      id,
      userId: shopper.userId,
      tenant: shopper.tenant,
      gatewayToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      nickname: options.nickname === "" ? null : options.nickname,
      isDefault: cards.length === 0 || options.makeDefault ? 1 : 0,
      lastUsedAt: null,
      createdAt: nowIso,
      updatedAt: nowIso,
    });
    if (options.makeDefault && cards.length > 0) await repo.setDefaultSavedCard(this.db, shopper, id, nowIso);
    return id;
  }

  // ---- saved cards

  async savedCards(shopper: Shopper): Promise<{ cards: SavedCardView[]; defaultSavedCardId: string | null }> {
    const now = this.clock();
    const cards = orderSavedCards((await repo.listSavedCards(this.db, shopper)).map((r) => toSavedCardView(r, now)));
    return { cards, defaultSavedCardId: defaultSavedCardId(cards.filter((c) => !c.expired)) };
  }

  /**
   * A payment auth token for the card form outside a checkout (the account's saved cards): bound to
   * the shopper and to no cart, so a shopper with an empty cart can still add a card.
   */
  savedCardAuthToken(shopper: Shopper): PaymentAuthToken {
    return issuePaymentAuthToken(this.gatewaySecret, { subject: shopper.subject, cartId: "" }, this.clock().getTime());
  }

  /**
   * Saves the card the gateway tokenised (the account's saved cards): the checkout's rules for a
   * new card (the shopper's own token, not expired, a nickname of at most 32 characters) and the
   * limit of saved cards. The same card saved twice is refused, not kept twice.
   */
  async addCard(
    shopper: Shopper,
    input: { cardToken: string; nickname?: string; makeDefault?: boolean },
  ): Promise<SavedCardView> {
    const now = this.clock();
    const nowIso = now.toISOString();
    const token = input.cardToken.trim();
    const { details, nickname } = this.typedCard(shopper, token, input.nickname, now);
    const id = crypto.randomUUID();
    await this.db.transaction().execute(async (trx) => {
      const cards = await repo.listSavedCards(trx, shopper);
      const same = cards.some(
        (c) =>
          c.brand === details.brand &&
          c.last4 === details.last4 &&
          Number(c.expiryMonth) === details.expiryMonth &&
          Number(c.expiryYear) === details.expiryYear,
      );
      if (same) throw fieldError("CARD_ALREADY_SAVED", "cardToken", SAVED_CARD_MESSAGES.alreadySaved, 409);
      if (cards.length >= MAX_SAVED_CARDS) {
        throw new AppError(400, "SAVED_CARD_LIMIT_REACHED", CARD_MESSAGES.savedCardLimit, { type: "SAVED_CARD_LIMIT" });
      }
      await repo.insertSavedCard(trx, {
        id,
        userId: shopper.userId,
        tenant: shopper.tenant,
        gatewayToken: token,
        brand: details.brand,
        last4: details.last4,
        expiryMonth: details.expiryMonth,
        expiryYear: details.expiryYear,
        nickname: nickname === "" ? null : nickname,
        isDefault: cards.length === 0 || input.makeDefault ? 1 : 0,
        lastUsedAt: null,
        createdAt: nowIso,
        updatedAt: nowIso,
      });
      if (input.makeDefault && cards.length > 0) await repo.setDefaultSavedCard(trx, shopper, id, nowIso);
    });
    const card = (await this.savedCards(shopper)).cards.find((c) => c.id === id);
    if (!card) throw new AppError(404, "CARD_NOT_FOUND", SAVED_CARD_MESSAGES.notFound);
    return card;
  }

  async setDefaultCard(shopper: Shopper, id: string): Promise<void> {
    const card = await repo.findSavedCard(this.db, shopper, id);
    if (!card) throw new AppError(404, "CARD_NOT_FOUND", SAVED_CARD_MESSAGES.notFound);
    await repo.setDefaultSavedCard(this.db, shopper, id, this.nowIso());
  }

  async deleteCard(shopper: Shopper, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if ((await repo.deleteSavedCard(trx, shopper, id)) === 0)
        throw new AppError(404, "CARD_NOT_FOUND", SAVED_CARD_MESSAGES.notFound);
      await repo.clearSavedCardFromCheckouts(trx, id);
    });
  }
}

// ---- helpers

/** Store cards may carry no expiry (month and year 0): they never expire. */
function expiredCard(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  return card.expiryMonth > 0 && isCardExpired(card, now);
}

function expiringSoonCard(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  return card.expiryMonth > 0 && isCardExpiringSoon(card, now);
}

function fieldError(code: string, field: string, message: string, status = 400): AppError {
  return new AppError(status, code, message, { fields: { [field]: message }, field });
}

export function assertDeliverable(state: string): void {
  if (UNDELIVERABLE_STATES.has(state)) {
    throw new AppError(400, "UN_DELIVERABLE_ADDRESSES", UNDELIVERABLE_MESSAGE, {
      fields: { state: UNDELIVERABLE_MESSAGE },
      field: "state",
    });
  }
}

/**
 * A new address's city and state against its ZIP code (decision 022): an unknown ZIP code is
 * 400 'Invalid zip code'; a city or state the ZIP code does not match is 409
 * ADDRESS_VALIDATION_SUGGESTION with the ZIP code's city and state, unless the shopper confirmed
 * the address as typed and the ZIP code is in its state.
 */
export function assertZipMatches(typed: AddressPlace, confirmed: boolean): void {
  const zip = lookupZip(typed.zipCode.slice(0, 5));
  const check = checkAddressPlace(typed, zip, { confirmed });
  if (check.outcome === "INVALID_ZIP") {
    throw new AppError(400, "ADDRESS_INVALID", check.message, { fields: { zipCode: check.message }, field: "zipCode" });
  }
  if (check.outcome === "SUGGESTION") {
    throw new AppError(409, "ADDRESS_VALIDATION_SUGGESTION", check.message, {
      suggestion: check.suggestion,
      confirmable: check.confirmable,
    });
  }
}

/** Picked up in store or shipped to a store: the line goes to a store, not to the shopper (decision 030). */
function isStoreDelivery(type: string | undefined): type is "ISP" | "STS" {
  return type === "ISP" || type === "STS";
}

/** A pickup person is a name, phone and email: the street is the store's. */
function pickupFields(fields: Record<string, string | undefined>): Record<string, string | undefined> {
  return { ...fields, address1: "", address2: "", city: "", state: "", zipCode: "" };
}

function sameAddress(a: repo.AddressRow, b: repo.AddressRow): boolean {
  const keys = [
    "type",
    "firstName",
    "lastName",
    "organizationName",
    "address1",
    "address2",
    "city",
    "state",
    "zipCode",
    "phone",
    "phoneExtension",
    "email",
    "storeNumber",
  ] as const;
  return keys.every((k) => (a[k] ?? null) === (b[k] ?? null));
}

export function sectionStatuses(delivery: boolean, address: boolean, payment: boolean): CheckoutSections {
  const deliveryStatus = delivery ? "COMPLETE" : "ACTIVE";
  const addressStatus = !delivery ? "PENDING" : address ? "COMPLETE" : "ACTIVE";
  const paymentStatus = addressStatus !== "COMPLETE" ? "PENDING" : payment ? "COMPLETE" : "ACTIVE";
  const reviewStatus = paymentStatus === "COMPLETE" ? "ACTIVE" : "PENDING";
  return { delivery: deliveryStatus, address: addressStatus, payment: paymentStatus, review: reviewStatus };
}

export function parsePolicies(json: string): AccountPolicies {
  try {
    return JSON.parse(json) as AccountPolicies;
  } catch {
    return {};
  }
}

/** Why a business order waits for an approver: over the budget centre's balance, or the account's policy (decision 044). */
export function approvalReason(
  policies: AccountPolicies,
  totalCents: number,
  availableBalanceCents: number | null,
): string | null {
  return approvalReasonFor(policies, totalCents, availableBalanceCents);
}

/** Checkout address ids of a business account's ship-to locations: "shipto-<id>". */
const SHIP_TO_PREFIX = "shipto-";

/** A ship-to location as an address row (never written): addressed to the buyer, named for the location. */
function shipToRow(shipTo: repo.ShipToRow, shopper: Shopper): repo.AddressRow {
  return {
    id: `${SHIP_TO_PREFIX}${shipTo.id}`,
    userId: shopper.userId,
    tenant: shopper.tenant,
    type: "S",
    firstName: shopper.name.firstName,
    lastName: shopper.name.lastName,
    organizationName: shipTo.name,
    address1: shipTo.address1,
    address2: null,
    city: shipTo.city,
    state: shipTo.state,
    zipCode: shipTo.zipCode,
    country: "US",
    phone: "",
    phoneExtension: null,
    email: null,
    storeNumber: null,
    field1: null,
    isDefaultShipping: 0,
    lastUsedAt: null,
    createdAt: "",
    updatedAt: "",
  };
}

function shipToAddress(shipTo: repo.ShipToRow, shopper: Shopper): CheckoutAddress {
  const address = toCheckoutAddress(shipToRow(shipTo, shopper));
  return { ...address, phones: [] };
}

export function toCheckoutAddress(row: repo.AddressRow): CheckoutAddress {
  return {
    id: row.id,
    type: row.type as AddressType,
    firstName: row.firstName,
    lastName: row.lastName,
    organizationName: row.organizationName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: "US",
    phones: [{ number: row.phone, extension: row.phoneExtension }],
    email: row.email,
    storeNumber: row.storeNumber,
    isDefaultShippingAddress: Number(row.isDefaultShipping) === 1,
    lastUsedAddress: row.lastUsedAt !== null,
    field1: row.field1,
  };
}

function toSavedCardView(row: repo.SavedCardRow, now: Date): SavedCardView {
  const card = { expiryMonth: Number(row.expiryMonth), expiryYear: Number(row.expiryYear) };
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    nickname: row.nickname,
    isDefault: Number(row.isDefault) === 1,
    lastUsedAt: row.lastUsedAt,
    updatedAt: row.updatedAt,
    expired: expiredCard(card, now),
    expiringSoon: expiringSoonCard(card, now),
  };
}

/** How the order total is paid, from the cart's summary (the cart applies what the checkout holds). */
export function paymentSummaryOf(cart: CartView): PaymentSummary {
  const s = cart.cartSummary;
  return {
    ordTotal: s.ordTotal,
    giftCardAppliedAmt: s.giftCardAppliedAmt ?? 0,
    prepaidCardAppliedAmt: s.prepaidCardAppliedAmt ?? 0,
    easyRewardsAppliedAmt: s.easyRewardsAppliedAmt ?? 0,
    amexPointsAppliedAmt: s.amexPointsAppliedAmt ?? 0,
    balanceOrdTotal: s.balanceOrdTotal ?? s.ordTotal,
  };
}

function paymentOf(checkout: repo.CheckoutRow): OrderPayment | null {
  if (checkout.paymentType === "ON_ACCOUNT") {
    return {
      paymentType: "ON_ACCOUNT",
      brand: null,
      last4: null,
      expiryMonth: null,
      expiryYear: null,
      savedCardId: null,
      purchaseOrderNumber: checkout.purchaseOrderNumber,
    };
  }
  if (isWalletType(checkout.paymentType) && checkout.cardToken) {
    return {
      paymentType: checkout.paymentType,
      brand: null,
      last4: null,
      expiryMonth: null,
      expiryYear: null,
      savedCardId: null,
      purchaseOrderNumber: checkout.purchaseOrderNumber,
      walletEmail: checkout.walletEmail,
    };
  }
  if (checkout.paymentType !== "CREDIT_CARD" || !checkout.cardToken) return null;
  return {
    paymentType: "CREDIT_CARD",
    brand: checkout.cardBrand,
    last4: checkout.cardLast4,
    expiryMonth: checkout.cardExpiryMonth === null ? null : Number(checkout.cardExpiryMonth),
    expiryYear: checkout.cardExpiryYear === null ? null : Number(checkout.cardExpiryYear),
    savedCardId: checkout.savedCardId,
    purchaseOrderNumber: checkout.purchaseOrderNumber,
  };
}

/** The checkout's payment, unless its saved card is gone or expired or its card has expired: then a message says so. */
function usablePayment(
  checkout: repo.CheckoutRow,
  savedCards: SavedCardView[],
  now: Date,
  messages: CheckoutMessage[],
): OrderPayment | null {
  const orderPayment = paymentOf(checkout);
  if (orderPayment?.savedCardId) {
    const card = savedCards.find((c) => c.id === orderPayment.savedCardId);
    if (!card || card.expired) {
      messages.push({ code: "STALE_CARD", type: "ERROR", message: CARD_MESSAGES.staleCard });
      return null;
    }
  } else if (orderPayment?.paymentType === "CREDIT_CARD" && orderPayment.expiryMonth && orderPayment.expiryYear) {
    if (expiredCard({ expiryMonth: orderPayment.expiryMonth, expiryYear: orderPayment.expiryYear }, now)) {
      messages.push({ code: "PAYMENT_EXPIRED", type: "ERROR", message: CARD_MESSAGES.expired });
      return null;
    }
  }
  return orderPayment;
}

/** The purchase order number typed, trimmed ("" when none): only a business account may give one. */
function purchaseOrderNumberOf(shopper: Shopper, input: PaymentInput): string {
  const poNumber = input.purchaseOrderNumber?.trim() ?? "";
  if (poNumber === "") return poNumber;
  if (shopper.accountId === null) {
    throw fieldError("INVALID_REQUEST", "purchaseOrderNumber", "Purchase order numbers are for business accounts.");
  }
  if (!PURCHASE_ORDER_NUMBER.test(poNumber) || looksLikeCardNumber(poNumber)) {
    throw fieldError(
      "INVALID_PURCHASE_ORDER",
      "purchaseOrderNumber",
      "Please enter a purchase order number of up to 25 letters or digits.",
    );
  }
  return poNumber;
}
