import {
  type BusinessPriceContext,
  type CatalogueReader,
  type ProductDetail,
  type ProductSummary,
  type ResolvedPrice,
  type SearchRequest,
  type SearchResult,
  type TenantId,
  businessPriceContextOf,
  resolveBusinessPrice,
  showsOnContractFilter,
} from "@quire/domain";
import type { Db } from "../../db/database";
import type { CatalogueService } from "../catalogue";
import type { RequestSession } from "../session";
import * as repo from "./business-pricing.repository";

// Contract prices wherever a price appears (decision 042). The catalogue and the cart load list
// prices; this module re-prices what they loaded for the viewer: a signed-in business user of an
// account, on the business site. Everyone else keeps the list prices untouched.

export const CONTRACT_PAGE_SIZE = 25;

interface Priceable {
  itemId: string;
  basePriceCents: number;
  finalPriceCents: number;
}

/** The price context of a request's viewer: null for guests, consumers and the consumer site. */
export function priceContextOfSession(session: RequestSession | undefined, tenant: TenantId): BusinessPriceContext | null {
  return businessPriceContextOf({ tenant, accountId: session?.accountId ?? null, permissions: session?.permissions ?? [] });
}

/** The price context of a cart's owner, read from the user row (a cart knows its owner, not the session). */
export async function priceContextOfCart(
  db: Db,
  cart: { userId: number | null; tenant: string },
): Promise<BusinessPriceContext | null> {
  if (cart.userId === null || cart.tenant !== "advantage") return null;
  const user = await repo.findPricingUser(db, cart.userId);
  if (!user) return null;
  const permissions = user.groupPermissions
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return businessPriceContextOf({ tenant: "advantage", accountId: user.accountId, permissions });
}

/** Each item's resolved price for the viewer, by item id. */
export async function resolvePrices(
  db: Db,
  context: BusinessPriceContext,
  items: readonly Priceable[],
): Promise<Map<string, ResolvedPrice>> {
  const lines = await repo.findContractLines(
    db,
    context.accountId,
    items.map((i) => i.itemId),
  );
  return new Map(
    items.map((i) => [
      i.itemId,
      resolveBusinessPrice({
        basePriceCents: Number(i.basePriceCents),
        finalPriceCents: Number(i.finalPriceCents),
        contract: lines.get(i.itemId) ?? null,
        activePriceMethods: context.activePriceMethods,
      }),
    ]),
  );
}

/** Rows with the viewer's prices (copies: cached rows are never changed) and whether each is on contract. */
export async function repriceRows<T extends Priceable>(
  db: Db,
  context: BusinessPriceContext | null,
  rows: readonly T[],
): Promise<(T & { onContract?: boolean; priceMethod?: ResolvedPrice["priceMethod"] })[]> {
  if (!context || rows.length === 0) return [...rows];
  const prices = await resolvePrices(db, context, rows);
  return rows.map((r) => {
    const price = prices.get(r.itemId);
    return price
      ? {
          ...r,
          basePriceCents: price.basePriceCents,
          finalPriceCents: price.finalPriceCents,
          onContract: price.onContract,
          priceMethod: price.priceMethod,
        }
      : r;
  });
}

export class BusinessPricingService {
  constructor(private readonly db: Db) {}

  summaries<T extends ProductSummary>(context: BusinessPriceContext | null, items: readonly T[]): Promise<T[]> {
    return repriceRows(this.db, context, items);
  }

  /** A listing re-priced, with the "On contract" filter offered to G_CSE viewers. */
  async search(catalogue: CatalogueService, context: BusinessPriceContext | null, req: SearchRequest): Promise<SearchResult> {
    const filterOffered = context !== null && showsOnContractFilter(context.permissions);
    const active = filterOffered && req.onContract === true;
    const { onContract: _ignored, ...plain } = req;
    const result = await catalogue.search(plain, {
      contractAccountId: active ? context.accountId : null,
      // the account's own item numbers (customer SKUs, decision 043) find their items (decision 052)
      customerSkuAccountId: context?.accountId ?? null,
    });
    if (!context) return result;
    return {
      ...result,
      items: await this.summaries(context, result.items),
      contractFilter: filterOffered ? { active } : null,
    };
  }

  async detail(context: BusinessPriceContext | null, product: ProductDetail | null): Promise<ProductDetail | null> {
    if (!context || !product) return product;
    const related = [...product.variants, ...(product.addOns ?? []), ...(product.bundles ?? []).flatMap((b) => b.members)].map(
      (r) => ({ itemId: r.itemId, basePriceCents: r.finalPriceCents, finalPriceCents: r.finalPriceCents }),
    );
    const prices = await resolvePrices(this.db, context, [product, ...related]);
    const final = (r: { itemId: string; finalPriceCents: number }) => prices.get(r.itemId)?.finalPriceCents ?? r.finalPriceCents;
    const own = prices.get(product.itemId);
    return {
      ...product,
      basePriceCents: own?.basePriceCents ?? product.basePriceCents,
      finalPriceCents: own?.finalPriceCents ?? product.finalPriceCents,
      onContract: own?.onContract ?? false,
      priceMethod: own?.priceMethod ?? "LIST",
      variants: product.variants.map((v) => ({ ...v, finalPriceCents: final(v) })),
      addOns: product.addOns?.map((a) => ({ ...a, finalPriceCents: final(a) })),
      bundles: product.bundles?.map((b) => ({ ...b, members: b.members.map((m) => ({ ...m, finalPriceCents: final(m) })) })),
    };
  }

  /** The tile call's re-pricing hook for CatalogueService.productTiles. */
  tilePrices(context: BusinessPriceContext | null) {
    if (!context) return undefined;
    return (rows: readonly Priceable[]) => resolvePrices(this.db, context, rows);
  }

  /** The catalogue as a page sees it: the same reads, priced for this request's viewer. */
  catalogueFor(catalogue: CatalogueService, context: BusinessPriceContext | null): CatalogueReader {
    if (!context) return catalogue;
    return {
      categoryTree: () => catalogue.categoryTree(),
      suggest: (query) => catalogue.suggest(query),
      search: (req) => this.search(catalogue, context, req),
      productByItemUrl: async (itemUrl) => this.detail(context, await catalogue.productByItemUrl(itemUrl)),
      deals: async (req) => {
        const page = await catalogue.deals(req);
        return { ...page, items: await this.summaries(context, page.items) };
      },
      trending: async (limit) => this.summaries(context, await catalogue.trending(limit)),
      summariesByItemIds: async (itemIds) => this.summaries(context, await catalogue.summariesByItemIds(itemIds)),
    };
  }

  /** The account's contract items, a page at a time, searched by name or item number. */
  async contractItems(context: BusinessPriceContext, query: { search: string | null; page: number }) {
    const search = query.search?.trim() || null;
    const first = await repo.listContractItems(this.db, context.accountId, search, CONTRACT_PAGE_SIZE, 0);
    const pageCount = Math.max(1, Math.ceil(first.total / CONTRACT_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.floor(query.page)), pageCount);
    const { rows, total } =
      page === 1
        ? first
        : await repo.listContractItems(this.db, context.accountId, search, CONTRACT_PAGE_SIZE, (page - 1) * CONTRACT_PAGE_SIZE);
    return {
      search: search ?? "",
      page,
      pageCount,
      total,
      items: rows.map((r) => {
        const price = resolveBusinessPrice({
          basePriceCents: r.basePriceCents,
          finalPriceCents: r.finalPriceCents,
          contract: {
            contractPriceCents: r.contractPriceCents,
            marketPriceCents: r.marketPriceCents,
            priceMethod: r.priceMethod === "MPI" ? "MPI" : "CONTRACT",
          },
          activePriceMethods: context.activePriceMethods,
        });
        return {
          itemId: r.itemId,
          itemUrl: `/${r.itemUrl}`,
          name: r.name,
          listPriceCents: r.finalPriceCents,
          contractPriceCents: price.finalPriceCents,
          priceMethod: price.priceMethod,
        };
      }),
    };
  }
}
