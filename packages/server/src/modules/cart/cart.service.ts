import type {
  AppliedCoupon,
  CartPickupChoices,
  CartView,
  FreeItemsRequest,
  MergeReport,
  TenantId,
  YourStore,
} from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CartPickupService } from "./cart-pickup.service";
import type { Db, DbKind } from "../../db/database";
import { CartMergeService } from "./cart-merge.service";
import * as repo from "./cart.repository";
import { cartViewerOf, send } from "./cart-request";
import { type CartRequestContext, type CartResult, CartMutationService } from "./cart-mutations.service";
import type { CartViewer } from "./cart-ownership";
import { CartViewService } from "./cart-view.service";
import type { AddItemsRequest, UpdateItemsRequest } from "./cart.schema";
import { FreeItemsService } from "./free-items.service";
import type { CartInfo } from "./cart.view";
import { SavedItemsService } from "./saved-items.service";

export { DEFAULT_SHIP_TO_ZIP, hashOwnerToken } from "./cart-ownership";
export type { AppliedCoupon, CartRequestContext, CartResult, CartViewer };

/** What the cart tells the rest of the store when it changes (the store's analytics listens). */
export interface CartEvents {
  /** an add went through: the items as asked for, for the request that asked */
  added?(request: FastifyRequest, items: readonly { itemId: string; qty: number }[]): Promise<void>;
}

/**
 * The cart service other modules use. It hands each call to the part that owns it: reading and
 * building the answer (cart-view.service.ts), changing a cart (cart-mutations.service.ts), and
 * moving a guest cart into the account at sign-in (cart-merge.service.ts). The cart's own commands
 * (cart.commands.ts) change the cart through `mutations` directly.
 */
export class CartService {
  private readonly views: CartViewService;
  readonly mutations: CartMutationService;
  private readonly merges: CartMergeService;
  /** saved for later: changes the cart through the same mutations (decision 024) */
  readonly saved: SavedItemsService;
  private readonly freeItems: FreeItemsService;
  private readonly pickup: CartPickupService;

  constructor(
    private readonly db: Db,
    kind: DbKind,
    clock: () => Date = () => new Date(),
    readonly events: CartEvents = {},
  ) {
    this.views = new CartViewService(db, clock);
    this.mutations = new CartMutationService(db, kind, this.views, clock);
    this.merges = new CartMergeService(db, kind, clock);
    this.saved = new SavedItemsService(db, this.mutations, clock);
    this.freeItems = new FreeItemsService(this.mutations);
    this.pickup = new CartPickupService(db);
  }

  /** the stores each line can be picked up at, near my store (decision 030) */
  pickupChoices(cart: CartView, yourStore: YourStore | null, canPickUp: boolean): Promise<CartPickupChoices> {
    return this.pickup.choices(cart, yourStore, canPickUp);
  }

  /** The id of this buyer's cart on the business store, or null (budgets charges its order to a centre). */
  async accountCartId(userId: number): Promise<string | null> {
    return (await repo.findCartOf(this.db, { userId, tenant: "advantage" }))?.id ?? null;
  }

  /**
   * The cart this request is about, as the cart's own calls read it: for the modules the cart reads
   * (budgets answers its centre choice with the cart), which get this service where the services are
   * made and so import no cart code.
   */
  async cartOf(request: FastifyRequest): Promise<CartView> {
    return (await this.readCart(cartViewerOf(request))).cartInfo;
  }

  /** Answers a JSON call with the request's cart, as the cart's own calls answer (token header, no-store). */
  async answerCart(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { cartInfo, ctxToken } = await this.readCart(cartViewerOf(request));
    return send(request, reply, { statusCode: 200, body: { data: { cartInfo } }, ctxToken, newOwnerToken: null });
  }

  readCart(who: CartViewer): Promise<{ cartInfo: CartInfo; ctxToken: string }> {
    return this.views.readCart(who);
  }

  /** alternates for an out-of-stock or discontinued item's product page (decision 027) */
  alternatesFor(who: CartViewer, itemId: string) {
    return this.views.alternatesFor(who, itemId);
  }

  itemCount(who: CartViewer): Promise<number> {
    return this.views.itemCount(who);
  }

  addItems(ctx: CartRequestContext, body: AddItemsRequest): Promise<CartResult> {
    return this.mutations.addItems(ctx, body);
  }

  updateItems(ctx: CartRequestContext, body: UpdateItemsRequest): Promise<CartResult> {
    return this.mutations.updateItems(ctx, body);
  }

  deleteItem(ctx: CartRequestContext, cartItemId: string): Promise<CartResult> {
    return this.mutations.deleteItem(ctx, cartItemId);
  }

  setCheckoutStatus(ctx: CartRequestContext, proceedCheckout: boolean): Promise<CartResult> {
    return this.mutations.setCheckoutStatus(ctx, proceedCheckout);
  }

  applyCoupon(ctx: CartRequestContext, rawCode: string): Promise<CartResult> {
    return this.mutations.applyCoupon(ctx, rawCode);
  }

  removeCoupon(ctx: CartRequestContext, rawCode: string): Promise<CartResult> {
    return this.mutations.removeCoupon(ctx, rawCode);
  }

  changeFreeItems(ctx: CartRequestContext, request: FreeItemsRequest): Promise<CartResult> {
    return this.freeItems.change(ctx, request);
  }

  async mergeGuestCart(
    guestToken: string | null,
    user: { userId: number; tenant: TenantId; blockedCategoryIds: readonly number[] },
  ): Promise<MergeReport | null> {
    const report = await this.merges.mergeGuestCart(guestToken, user);
    await this.saved.mergeGuest(guestToken, user);
    return report;
  }
}
