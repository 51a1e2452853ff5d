import {
  type CatalogueReader,
  type CompatibilityView,
  compatibilityKindFor,
  compatibilityTitles,
  MAX_COMPATIBLE_ITEMS,
  type ProductSummary,
  type ProductTileItem,
  pastPurchaseBadge,
  type TileReader,
  tileBeacons,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session";
import { productImageUrl } from "../catalogue";
import * as repo from "./tiles.repository";

export const NO_COMPATIBILITY = "This item is neither a printer nor an ink or toner cartridge.";

/** Where the tiles of a call are shown, for their beacons; the spec's tile call sends it in query.inputs. */
export interface TilePlacement {
  placement: string;
  pageType: string;
  recId: string | null;
}

/**
 * Tile data beyond the catalogue's (decision 047): the signed-in shopper's past purchases for the
 * 'Purchased {month}, {year}' badge, beacons for the tile call, and printer/cartridge compatibility.
 * Past purchases are the shopper's own orders only (a business buyer's too: the badge says what
 * *you* bought).
 */
export class TilesService implements TileReader {
  constructor(private readonly db: Db) {}

  async lastOrderedDates(session: RequestSession, itemIds: readonly string[]): Promise<Map<string, string>> {
    const facts = session.pageFacts;
    if (facts) {
      const dates = new Map<string, string>();
      for (const id of itemIds) {
        const date = facts.lastOrdered.get(id);
        if (date !== undefined) dates.set(id, date);
      }
      return dates;
    }
    if (!session.token.isLoggedIn || session.userId === null || itemIds.length === 0) return new Map();
    return (await repo.findLastOrderedDates(this.db, session.userId, [...new Set(itemIds)])) ?? new Map();
  }

  /**
   * Every item the signed-in user has ordered with its last order, as lastOrderedDates gives them, when
   * there are at most `limit`; else null (a shared page's facts, decision 065).
   */
  async purchaseHistory(session: RequestSession, limit: number): Promise<Map<string, string> | null> {
    if (!session.token.isLoggedIn || session.userId === null) return new Map();
    return repo.findLastOrderedDates(this.db, session.userId, { all: { limit } });
  }

  /**
   * Listing items with what their tiles need beyond the catalogue: the signed-in shopper's last
   * order of each (guests: none) and which of them open a compatibility drawer.
   */
  async forTiles<T extends ProductSummary>(session: RequestSession, items: readonly T[]): Promise<T[]> {
    if (items.length === 0) return [...items];
    const ids = items.map((i) => i.itemId);
    const [dates, kinds] = await Promise.all([this.lastOrderedDates(session, ids), repo.findCompatibilityKinds(this.db, ids)]);
    return items.map((i) => ({
      ...i,
      lastOrderedDate: dates.get(i.itemId) ?? i.lastOrderedDate ?? null,
      compatibility: kinds.get(i.itemId) ?? null,
    }));
  }

  /** The catalogue as a page sees it, its listings carrying tile data (forTiles). */
  catalogueFor(catalogue: CatalogueReader, session: RequestSession): CatalogueReader {
    return {
      categoryTree: () => catalogue.categoryTree(),
      suggest: (query) => catalogue.suggest(query),
      productByItemUrl: (itemUrl) => catalogue.productByItemUrl(itemUrl),
      search: async (req) => {
        const result = await catalogue.search(req);
        return { ...result, items: await this.forTiles(session, result.items) };
      },
      deals: async (req) => {
        const page = await catalogue.deals(req);
        return { ...page, items: await this.forTiles(session, page.items) };
      },
      trending: async (limit) => this.forTiles(session, await catalogue.trending(limit)),
      summariesByItemIds: async (itemIds) => this.forTiles(session, await catalogue.summariesByItemIds(itemIds)),
    };
  }

  /** The tile call's tiles with the shopper's past purchases and their first-party beacons. */
  async decorateTiles(session: RequestSession, tiles: ProductTileItem[], where: TilePlacement): Promise<ProductTileItem[]> {
    const ids = tiles.flatMap((t) => [t.itemId, t.resolvedItemId ?? t.itemId]);
    const dates = await this.lastOrderedDates(session, ids);
    return tiles.map((tile) => {
      const lastOrderedDate = dates.get(tile.resolvedItemId ?? tile.itemId) ?? dates.get(tile.itemId) ?? null;
      return {
        ...tile,
        lastOrderedDate,
        pastPurchaseBadge: pastPurchaseBadge(lastOrderedDate),
        recId: where.recId,
        ...tileBeacons({ itemId: tile.itemId, placement: where.placement, pageType: where.pageType, recId: where.recId }),
      };
    });
  }

  async compatibility(itemId: string): Promise<CompatibilityView | null> {
    const product = await repo.findProductForCompatibility(this.db, itemId);
    if (!product || product.status === "UNPUBLISHED") return null;
    const kind = compatibilityKindFor(product.categorySlug);
    if (!kind) return null;
    const rows = await repo.findCompatible(this.db, product.id, kind, MAX_COMPATIBLE_ITEMS);
    return {
      itemId: product.itemId,
      name: product.name,
      kind,
      ...compatibilityTitles(kind),
      items: rows.map((r) => ({
        itemId: r.itemId,
        name: r.name,
        itemUrl: `/${r.itemUrl}`,
        imageUrl: productImageUrl(r.itemId),
        finalPriceCents: r.finalPriceCents,
      })),
    };
  }

  /** The JSON call's answer: 404 when there is nothing to be compatible with. */
  async compatibilityOrThrow(itemId: string): Promise<CompatibilityView> {
    const product = await repo.findProductForCompatibility(this.db, itemId);
    if (!product || product.status === "UNPUBLISHED") {
      throw new AppError(404, "PRODUCT_NOT_FOUND", `No product has item id ${itemId}`);
    }
    const view = await this.compatibility(itemId);
    if (!view) throw new AppError(404, "NO_COMPATIBILITY", NO_COMPATIBILITY);
    return view;
  }
}
