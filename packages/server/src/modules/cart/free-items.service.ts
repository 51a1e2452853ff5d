import crypto from "node:crypto";
import {
  type CartMessage,
  type CartViewFreeItem,
  FREE_ITEM_MESSAGES,
  FREE_SAMPLE_ALONE_CODE,
  FREE_SAMPLE_ALONE_MESSAGE,
  FREE_SAMPLE_WILL_NOT_SHIP_CODE,
  FREE_SAMPLE_WILL_NOT_SHIP_MESSAGE,
  type FreeItemLine,
  type FreeItemOffer,
  type FreeItemsRequest,
  SAMPLES_ONLY_CART_CODE,
  SAMPLES_ONLY_CHECKOUT_MESSAGE,
  freeItemsOfCart,
  freeSampleWillShip,
  giftCardDeliveryOf,
  isSamplesOnlyCart,
  offerQualifies,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { productImageUrl } from "../catalogue";
import type {
  CartRequestContext,
  CartResult,
  CartMutationService,
  MutationOutcome,
  MutationScope,
} from "./cart-mutations.service";
import type { CartState } from "./cart-view.service";
import type * as repo from "./cart.repository";
import * as freeRepo from "./free-items.repository";

// Free items and free samples (decision 026): the offers a cart qualifies for, the free items it
// has claimed, the one call that claims or removes them, and the rules that keep free samples
// from being bought alone.

type MutationError = NonNullable<NonNullable<MutationOutcome>["error"]>;

/** What the free-item and sample rules read of a cart's lines. */
export function freeItemLines(state: Pick<CartState, "lines" | "products">): FreeItemLine[] {
  return state.lines.flatMap((line) => {
    const p = state.products.get(line.productId);
    if (!p) return [];
    return [
      {
        itemId: line.itemId,
        qty: line.qty,
        unitPriceCents: p.finalPriceCents,
        categorySlugs: [p.categorySlug, ...(p.parentCategorySlug ? [p.parentCategorySlug] : [])],
        isFreeSample: p.isFreeSample === 1,
        isGiftCard: giftCardDeliveryOf(p.giftCardDeliveryId) !== null,
      },
    ];
  });
}

function toOffer(row: freeRepo.FreeItemOfferRow, freeItemIds: Map<number, string>): FreeItemOffer {
  return {
    offerId: row.offerId,
    kind: row.kind as FreeItemOffer["kind"],
    title: row.title,
    description: row.description,
    qualifyingItemId: row.qualifyingItemId,
    qualifyingCategorySlug: row.qualifyingCategorySlug,
    minSubtotalCents: row.minSubtotalCents,
    freeItemId: freeItemIds.get(row.freeProductId) ?? "",
  };
}

type OffersWithProducts = Awaited<ReturnType<typeof readOffersWithProducts>>;

/** How long a process keeps the active offers with their free products (decision 057). */
const FREE_ITEM_OFFERS_TTL_MS = 30_000;

// The active offers, kept per database (by its adapter, which its transactions share) for
// FREE_ITEM_OFFERS_TTL_MS: on PostgreSQL reading them was one of an add's six round trips and the most
// rows it parsed. Only the seed writes offers; what can change meanwhile is a free product's name, image
// or list price, shown beside the offer up to 30 s late. Claims are decided on the offers' own rules and
// the cart's lines, never on those fields. A read that fails is not kept.
const keptOffers = new WeakMap<object, { offers: Promise<OffersWithProducts>; expiresAt: number }>();

function offersWithProducts(db: Db): Promise<OffersWithProducts> {
  const key = db.getExecutor().adapter;
  const kept = keptOffers.get(key);
  if (kept && kept.expiresAt > Date.now()) return kept.offers;
  const entry = { offers: readOffersWithProducts(db), expiresAt: Date.now() + FREE_ITEM_OFFERS_TTL_MS };
  keptOffers.set(key, entry);
  entry.offers.catch(() => {
    if (keptOffers.get(key) === entry) keptOffers.delete(key);
  });
  return entry.offers;
}

/** Forgets the offers kept for `db`'s database: the next cart that needs them reads them again. */
export function forgetFreeItemOffers(db: Db): void {
  keptOffers.delete(db.getExecutor().adapter);
}

async function readOffersWithProducts(db: Db) {
  // An offer whose product is gone from the catalogue is not offered (the read joins them).
  const found = await freeRepo.listActiveOffersWithProducts(db);
  const byId = new Map(found.map(({ product }) => [product.id, product]));
  const itemIds = new Map(found.map(({ product }) => [product.id, product.itemId]));
  const offers = found.map(({ row }) => ({ row, offer: toOffer(row, itemIds) }));
  return { offers, products: byId };
}

function freeItemView(
  offer: FreeItemOffer,
  product: repo.CartProductRow | undefined,
  claim: freeRepo.CartFreeItemRow | null,
): CartViewFreeItem {
  return {
    ...(claim ? { freeItemId: claim.id, status: claim.status } : {}),
    offerId: offer.offerId,
    itemId: offer.freeItemId,
    title: offer.title,
    description: offer.description,
    qty: 1,
    product: {
      name: product?.name ?? null,
      images: { standard: product ? productImageUrl(product.itemId) : null },
      ...(product ? { itemUrl: `/${product.itemUrl}` } : {}),
    },
    priceInfo: { finalPrice: 0, basePrice: product?.basePriceCents ?? 0 },
  };
}

/** The cart's free-item claims; none on a cart created by this request that has claimed none. */
function claimsOf(db: Db, state: CartState): Promise<freeRepo.CartFreeItemRow[]> {
  if (state.created) return Promise.resolve([]);
  return state.claims ? Promise.resolve(state.claims) : freeRepo.listClaims(db, state.cart.id);
}

/** The cart's `freeItems` (active claims it still qualifies for; DELETED ones filtered out) and `availableFreeItems`. */
export async function freeItemsView(
  db: Db,
  state: CartState,
): Promise<{ freeItems: CartViewFreeItem[]; availableFreeItems: CartViewFreeItem[] }> {
  if (state.lines.length === 0) return { freeItems: [], availableFreeItems: [] };
  const [{ offers, products }, claims] = await Promise.all([offersWithProducts(db), claimsOf(db, state)]);
  const { claimed, available } = freeItemsOfCart(
    offers.map((o) => o.offer),
    claims,
    freeItemLines(state),
  );
  const offerOf = new Map(offers.map((o) => [o.offer.offerId, o]));
  return {
    freeItems: claimed.flatMap((claim) => {
      const o = offerOf.get(claim.offerId);
      return o ? [freeItemView(o.offer, products.get(o.row.freeProductId), claim)] : [];
    }),
    availableFreeItems: available.flatMap((offer) => {
      const o = offerOf.get(offer.offerId);
      return o ? [freeItemView(offer, products.get(o.row.freeProductId), null)] : [];
    }),
  };
}

/** After any change to a cart: claims of offers the cart no longer qualifies for are dropped (DELETED). */
export async function dropLapsedFreeItems(m: Pick<MutationScope, "trx" | "state" | "now">): Promise<void> {
  const claims = await claimsOf(m.trx, m.state);
  // what the answer shows next is these claims, unless some lapse below
  m.state.claims = claims;
  if (!claims.some((c) => c.status === "ACTIVE")) return;
  const { offers } = await offersWithProducts(m.trx);
  const { lapsed } = freeItemsOfCart(
    offers.map((o) => o.offer),
    claims,
    freeItemLines(m.state),
  );
  if (lapsed.length > 0) m.state.claims = undefined;
  await freeRepo.setClaimStatus(
    m.trx,
    lapsed.map((c) => c.id),
    "DELETED",
    m.now.toISOString(),
  );
}

const samplesOnlyError: MutationError = { statusCode: 400, code: SAMPLES_ONLY_CART_CODE, message: SAMPLES_ONLY_CHECKOUT_MESSAGE };

/** An add that would leave the cart holding free samples and nothing else is refused (and rolled back). */
export function freeSampleAddRefusal(m: Pick<MutationScope, "state" | "changes">): MutationError | null {
  // Any sample line this add touched (added, or asked for again at its limit) counts.
  const addedSample = [...m.changes.keys()].some((id) => {
    const line = m.state.lines.find((l) => l.id === id);
    return line !== undefined && m.state.products.get(line.productId)?.isFreeSample === 1;
  });
  if (!addedSample || !isSamplesOnlyCart(freeItemLines(m.state))) return null;
  return { statusCode: 400, code: FREE_SAMPLE_ALONE_CODE, message: FREE_SAMPLE_ALONE_MESSAGE };
}

/** Checkout is refused while the cart holds only free samples. */
export function samplesOnlyRefusal(state: Pick<CartState, "lines" | "products">): MutationError | null {
  return isSamplesOnlyCart(freeItemLines(state)) ? samplesOnlyError : null;
}

/** The cart-level message of a cart holding only free samples (what removing the last paid item leaves). */
export function samplesOnlyMessage(state: Pick<CartState, "lines" | "products">): CartMessage | null {
  return isSamplesOnlyCart(freeItemLines(state))
    ? { code: SAMPLES_ONLY_CART_CODE, type: "ERROR", message: SAMPLES_ONLY_CHECKOUT_MESSAGE }
    : null;
}

/** The "will not ship" notice on a free sample out of stock or not shipped to an address. */
export function freeSampleNotices(line: repo.CartItemRow, p: repo.CartProductRow | undefined): CartMessage[] {
  if (!p || p.isFreeSample !== 1 || line.status !== "ACTIVE") return [];
  const ships = freeSampleWillShip({ isFreeSample: true, availableQty: p.onlineQty, deliveryType: line.deliveryType });
  return ships ? [] : [{ code: FREE_SAMPLE_WILL_NOT_SHIP_CODE, type: "WARNING", message: FREE_SAMPLE_WILL_NOT_SHIP_MESSAGE }];
}

/** The free-items call: removes, then claims, in the cart's transaction; answers with the whole cart. */
export class FreeItemsService {
  constructor(private readonly mutations: CartMutationService) {}

  change(ctx: CartRequestContext, request: FreeItemsRequest): Promise<CartResult> {
    return this.mutations.mutate(ctx, { create: false }, async (m) => {
      const iso = m.now.toISOString();
      const claims = await freeRepo.listClaims(m.trx, m.state.cart.id);
      for (const id of request.deleteFreeItemIds) {
        const claim = claims.find((c) => c.id === id && c.status === "ACTIVE");
        if (!claim) return { error: { statusCode: 404, code: "FREE_ITEM_NOT_FOUND", message: FREE_ITEM_MESSAGES.notFound } };
        await freeRepo.setClaimStatus(m.trx, [claim.id], "DELETED", iso);
        claim.status = "DELETED";
      }
      if (request.deleteFreeItemIds.length > 0) {
        m.cartMessages.push({
          code: "FREE_ITEM_REMOVED",
          type: "INFO",
          message: "Your free item has been removed from the cart.",
        });
      }
      if (request.offerIds.length === 0) return undefined;
      const { offers } = await offersWithProducts(m.trx);
      const lines = freeItemLines(m.state);
      for (const offerId of request.offerIds) {
        const found = offers.find((o) => o.offer.offerId === offerId);
        if (!found) {
          return { error: { statusCode: 404, code: "FREE_ITEM_OFFER_NOT_FOUND", message: FREE_ITEM_MESSAGES.offerNotFound } };
        }
        if (!offerQualifies(found.offer, lines)) {
          return { error: { statusCode: 400, code: "FREE_ITEM_NOT_QUALIFIED", message: FREE_ITEM_MESSAGES.notQualified } };
        }
        const existing = claims.find((c) => c.offerId === offerId);
        if (existing?.status === "ACTIVE") continue;
        if (existing) {
          await freeRepo.setClaimStatus(m.trx, [existing.id], "ACTIVE", iso);
          existing.status = "ACTIVE";
        } else {
          const row: freeRepo.CartFreeItemRow = {
            id: crypto.randomUUID(),
            cartId: m.state.cart.id,
            offerId,
            productId: found.row.freeProductId,
            status: "ACTIVE",
            createdAt: iso,
            updatedAt: iso,
          };
          await freeRepo.insertClaim(m.trx, row);
          m.state.created = false;
          claims.push(row);
        }
      }
      m.cartMessages.push({ code: "FREE_ITEM_ADDED", type: "INFO", message: "Your free item has been added to the cart." });
      return undefined;
    });
  }
}
