import crypto from "node:crypto";
import {
  type ResolvedPrice,
  HEADER_LISTS_MAX,
  type ListAccessLevel,
  type ListCardData,
  type ListsState,
  MAX_FAVORITE_LISTS,
  MAX_LIST_ITEMS,
  MAX_LIST_ITEM_QUANTITY,
  type ShoppingListDetail,
  type ShoppingListItemView,
  type ShoppingListSummary,
  compareLists,
  listNameSortKey,
  parseListsQuery,
} from "@quire/domain";
import type { Db, DbKind } from "../../db/database";
import { AppError } from "../../http/errors";
import { productImageUrl } from "../catalogue";
import type { RequestSession } from "../session";
import * as repo from "./lists.repository";
import { priceContextOfCart, resolvePrices } from "../business-pricing";
import { type AddItemsInput, type CreateListInput, type UpdateListInput, badRequest, parseItemsPage } from "./lists.schema";

// Shopping lists (storefront.md sections 3, 6, 7, 9; decisions 032 and 033): who sees and changes
// which list, favourites, lines and their limits. Refusals are AppErrors ({code, message} with the
// status) thrown before anything is written, or inside the transaction that would have written.

export const SIGN_IN_TO_USE_LISTS = "Sign in to use shopping lists.";
const LIST_NOT_FOUND = () => new AppError(404, "LIST_NOT_FOUND", "We couldn't find that list.");
const READ_ONLY = () => new AppError(403, "LIST_READ_ONLY", "This list is read-only: only its owner can change it.");
const NOT_ALLOWED = (what: string) => new AppError(403, "LIST_NOT_ALLOWED", `Only the list's owner can ${what}.`);

/** Who asks: a signed-in user, their business account (null for a consumer), and whether they administer it. */
export interface ListViewer {
  userId: number;
  accountId: number | null;
  isAdministrator: boolean;
}

export function listViewerOf(session: RequestSession): ListViewer | null {
  if (!session.token.isLoggedIn || session.userId === null) return null;
  return {
    userId: session.userId,
    accountId: session.accountId,
    isAdministrator: session.accountId !== null && session.permissions.includes("ACCOUNT_MAINTENANCE"),
  };
}

function signedIn(session: RequestSession): ListViewer {
  const viewer = listViewerOf(session);
  if (!viewer) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_TO_USE_LISTS);
  return viewer;
}

/**
 * A consumer's SHARED list (it has no account) is shared by its link: any signed-in shopper who
 * has the link (the list's id, a random UUID) may open it and add it to their cart; only its
 * owner changes it (decision 077).
 */
const sharedByLink = (list: repo.ListRow) => list.accessLevel === "SHARED" && list.accountId === null;

/** The levels a user may give a list they own: a consumer shares one by its link. */
function levelsForOwner(viewer: ListViewer): ListAccessLevel[] {
  return viewer.accountId === null ? ["PERSONAL", "SHARED"] : allowedAccessLevels(viewer);
}

/** The levels a user may create lists with (decision 032). */
export function allowedAccessLevels(viewer: ListViewer | null): ListAccessLevel[] {
  if (!viewer) return [];
  if (viewer.accountId === null) return ["PERSONAL"];
  return viewer.isAdministrator ? ["PERSONAL", "SHARED", "GLOBAL"] : ["PERSONAL", "SHARED"];
}

function canSee(viewer: ListViewer, list: repo.ListRow): boolean {
  if (list.accessLevel === "PERSONAL") return list.userId === viewer.userId;
  if (sharedByLink(list)) return true;
  return (
    viewer.accountId !== null &&
    list.accountId === viewer.accountId &&
    (list.accessLevel === "SHARED" || list.accessLevel === "GLOBAL")
  );
}

/** Rename, change lines: the owner; a SHARED list's members unless it is read-only; a GLOBAL list's administrators. */
function canEdit(viewer: ListViewer, list: repo.ListRow): boolean {
  if (list.accessLevel === "GLOBAL") return viewer.isAdministrator;
  if (list.userId === viewer.userId) return true;
  return list.accessLevel === "SHARED" && list.readOnly === 0 && !sharedByLink(list);
}

/** Delete, change the access or the read-only flag: the owner (a GLOBAL list: its account's administrators). */
function canManage(viewer: ListViewer, list: repo.ListRow): boolean {
  if (list.accessLevel === "GLOBAL") return viewer.isAdministrator;
  return list.userId === viewer.userId;
}

function summaryOf(
  viewer: ListViewer,
  list: repo.ListRow,
  extra: { ownerName: string; totals?: { itemCount: number; totalQuantity: number }; favorite: boolean },
): ShoppingListSummary {
  return {
    id: list.id,
    name: list.name,
    accessLevel: list.accessLevel as ListAccessLevel,
    modified: list.updatedAt,
    created: list.createdAt,
    ownerName: extra.ownerName,
    isOwner: list.userId === viewer.userId,
    itemCount: extra.totals?.itemCount ?? 0,
    totalQuantity: extra.totals?.totalQuantity ?? 0,
    favorite: extra.favorite,
    // a list shared by its link is read-only to all but its owner
    readOnly: list.readOnly === 1 || (sharedByLink(list) && list.userId !== viewer.userId),
    canEdit: canEdit(viewer, list),
    canDelete: canManage(viewer, list),
  };
}

const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export interface ItemsOnLists {
  items: { itemId: string; lists: { listId: string; name: string; listItemId: string; qty: number }[] }[];
}

export class ListsService {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** GET /lists: the lists state (spec section 3) for the query's string parameters. */
  async state(session: RequestSession, params: Record<string, string | undefined>): Promise<ListsState> {
    const viewer = signedIn(session);
    const parsed = parseListsQuery(params);
    if (!parsed.ok) throw badRequest(parsed.message);
    const q = parsed.query;
    const [visible, favoriteIds] = await Promise.all([
      repo.visibleLists(this.db, viewer),
      repo.favoriteListIds(this.db, viewer.userId),
    ]);
    const visibleIds = new Set(visible.map((l) => l.id));
    const favorites = favoriteIds.filter((id) => visibleIds.has(id));
    const favoriteSet = new Set(favorites);
    const ignored = new Set(q.ignoreList);
    const search = listNameSortKey(q.search);
    const levels = new Set<string>(q.access);
    const matching = visible
      .filter((l) => levels.has(l.accessLevel) || (levels.has("FAVORITE") && favoriteSet.has(l.id)))
      .filter((l) => !ignored.has(l.id))
      .filter((l) => search === "" || listNameSortKey(l.name).includes(search))
      .map((l) => ({ row: l, id: l.id, name: l.name, modified: l.updatedAt }))
      .sort(compareLists(q.sortBy, q.sortOrder));
    const page = matching.slice((q.page - 1) * q.size, q.page * q.size).map((m) => m.row);
    const shoppingLists = await this.summaries(viewer, page, favoriteSet);
    return {
      shoppingLists,
      metadata: {
        pagination: { page: q.page, size: q.size, totalPages: pagesOf(matching.length, q.size) },
        totalItems: matching.length,
        itemCount: shoppingLists.length,
      },
      showCount: visible.length > 0,
      availableAccessLevel: viewer.accountId === null ? ["PERSONAL"] : ["PERSONAL", "SHARED", "GLOBAL"],
      readOnly: false,
      favorites,
      maxFavoriteReached: favorites.length >= MAX_FAVORITE_LISTS,
      allowedAccessLevel: allowedAccessLevels(viewer),
    };
  }

  /** getListCardData: the 5 most recently modified lists the header's drawer shows; guests get none. */
  async cardData(session: RequestSession): Promise<ListCardData> {
    const viewer = listViewerOf(session);
    if (!viewer) return { data: { listsData: { lists: [], totalLists: 0 } } };
    const [visible, favoriteIds] = await Promise.all([
      repo.visibleLists(this.db, viewer),
      repo.favoriteListIds(this.db, viewer.userId),
    ]);
    const recent = visible
      .map((l) => ({ row: l, id: l.id, name: l.name, modified: l.updatedAt }))
      .sort(compareLists("modified", "desc"))
      .slice(0, HEADER_LISTS_MAX)
      .map((m) => m.row);
    const lists = await this.summaries(viewer, recent, new Set(favoriteIds));
    return { data: { listsData: { lists, totalLists: visible.length } } };
  }

  /** GET /list/{id}: the list and a page of its lines, newest first, with the products as they are now. */
  async detail(session: RequestSession, listId: string, query: { page?: unknown; size?: unknown }): Promise<ShoppingListDetail> {
    const viewer = signedIn(session);
    const { page, size } = parseItemsPage(query);
    const list = await this.visible(viewer, listId);
    return this.detailOf(viewer, list, page, size);
  }

  /** POST /list: a new list (with its first items, if any), the user's own. */
  async create(session: RequestSession, input: CreateListInput): Promise<ShoppingListSummary> {
    const viewer = signedIn(session);
    if (!allowedAccessLevels(viewer).includes(input.accessLevel))
      throw new AppError(403, "LIST_ACCESS_NOT_ALLOWED", `You can't create a ${input.accessLevel.toLowerCase()} list.`);
    const now = this.clock().toISOString();
    const row: repo.ListRow = {
      id: `lst-${crypto.randomUUID()}`,
      userId: viewer.userId,
      accountId: viewer.accountId,
      name: input.name,
      accessLevel: input.accessLevel,
      readOnly: 0,
      createdAt: now,
      updatedAt: now,
    };
    await this.requirePublished(input.items.map((i) => i.itemId));
    await this.db.transaction().execute(async (trx) => {
      await repo.insertList(trx, row);
      for (const item of input.items)
        await repo.upsertLine(trx, this.line(row.id, item, now), { replace: false, maxQty: MAX_LIST_ITEM_QUANTITY });
    });
    return this.summary(viewer, row);
  }

  /**
   * POST /list/{id}/item: each item onto its line (more of an item already there adds up, capped at
   * 9,999; replace sets the quantity). One transaction on the locked list: concurrent adds of one
   * item give one line with the quantities summed, and the 1,000-line limit holds.
   */
  async addItems(
    session: RequestSession,
    listId: string,
    input: AddItemsInput,
  ): Promise<{ list: ShoppingListSummary; items: { listItemId: string; itemId: string; qty: number }[] }> {
    const viewer = signedIn(session);
    const before = await this.editable(viewer, listId);
    const itemIds = input.items.map((i) => i.itemId);
    await this.requirePublished(itemIds);
    const now = this.clock().toISOString();
    const lines = await this.db.transaction().execute(async (trx) => {
      const list = await repo.lockList(trx, this.kind, listId);
      if (!list || !canSee(viewer, list)) throw LIST_NOT_FOUND();
      if (!canEdit(viewer, list)) throw list.readOnly ? READ_ONLY() : NOT_ALLOWED("change it");
      const present = await repo.itemIdsOnList(trx, listId, itemIds);
      const fresh = itemIds.filter((id) => !present.has(id)).length;
      if (fresh > 0 && (await repo.countLines(trx, listId)) + fresh > MAX_LIST_ITEMS)
        throw new AppError(
          409,
          "MAX_LIST_ITEMS_REACHED",
          `A list holds at most ${MAX_LIST_ITEMS.toLocaleString("en-US")} items.`,
        );
      for (const item of input.items)
        await repo.upsertLine(trx, this.line(listId, item, now), { replace: input.replace, maxQty: MAX_LIST_ITEM_QUANTITY });
      await repo.touchList(trx, listId, now);
      return repo.linesOfItems(trx, listId, itemIds);
    });
    return {
      list: await this.summary(viewer, { ...before, updatedAt: now }),
      items: lines.map((l) => ({ listItemId: l.id, itemId: l.itemId, qty: l.qty })),
    };
  }

  /** DELETE /list/{id}/item/{itemId}: the line named by its listItemId or its item id. */
  async removeItem(session: RequestSession, listId: string, lineOrItemId: string): Promise<ShoppingListSummary> {
    const viewer = signedIn(session);
    const list = await this.editable(viewer, listId);
    const now = this.clock().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const line = await repo.findLine(trx, listId, lineOrItemId);
      if (!line || (await repo.deleteLine(trx, listId, line.id)) === 0)
        throw new AppError(404, "LIST_ITEM_NOT_FOUND", "That item is not on this list.");
      await repo.touchList(trx, listId, now);
    });
    return this.summary(viewer, { ...list, updatedAt: now });
  }

  /** PUT /list/{id}: rename; mark or unmark as favourite; the owner's access level and read-only flag. */
  async update(session: RequestSession, listId: string, input: UpdateListInput): Promise<ShoppingListSummary> {
    const viewer = signedIn(session);
    const list = await this.visible(viewer, listId);
    const changes: Parameters<typeof repo.updateList>[2] = {};
    if (input.name !== undefined) {
      if (!canEdit(viewer, list)) throw list.readOnly ? READ_ONLY() : NOT_ALLOWED("rename it");
      changes.name = input.name;
    }
    if (input.accessLevel !== undefined || input.readOnly !== undefined) {
      if (!canManage(viewer, list)) throw NOT_ALLOWED("change who can use it");
      if (input.accessLevel !== undefined && input.accessLevel !== list.accessLevel) {
        if (!levelsForOwner(viewer).includes(input.accessLevel))
          throw new AppError(403, "LIST_ACCESS_NOT_ALLOWED", `You can't make this a ${input.accessLevel.toLowerCase()} list.`);
        changes.accessLevel = input.accessLevel;
        changes.accountId = viewer.accountId;
      }
      if (input.readOnly !== undefined) changes.readOnly = input.readOnly ? 1 : 0;
    }
    const now = this.clock().toISOString();
    await this.db.transaction().execute(async (trx) => {
      if (input.favorite === true) {
        await repo.lockUser(trx, this.kind, viewer.userId);
        const favorites = new Set(await repo.favoriteListIds(trx, viewer.userId));
        if (!favorites.has(listId)) {
          const visibleIds = new Set((await repo.visibleLists(trx, viewer)).map((l) => l.id));
          const counted = [...favorites].filter((id) => visibleIds.has(id)).length;
          if (counted >= MAX_FAVORITE_LISTS)
            throw new AppError(409, "MAX_FAVORITE_REACHED", `You can mark at most ${MAX_FAVORITE_LISTS} lists as favorites.`);
          await repo.insertFavorite(trx, viewer.userId, listId, now);
        }
      } else if (input.favorite === false) {
        await repo.deleteFavorite(trx, viewer.userId, listId);
      }
      if (Object.keys(changes).length > 0) await repo.updateList(trx, listId, { ...changes, updatedAt: now });
    });
    const after = await repo.findList(this.db, listId);
    if (!after) throw LIST_NOT_FOUND();
    return this.summary(viewer, after);
  }

  /** DELETE /list/{id}: the list, its lines and everyone's favourite marks. */
  async remove(session: RequestSession, listId: string): Promise<{ id: string; name: string }> {
    const viewer = signedIn(session);
    const list = await this.visible(viewer, listId);
    if (!canManage(viewer, list)) throw NOT_ALLOWED("delete it");
    await this.db.transaction().execute((trx) => repo.deleteList(trx, listId));
    return { id: list.id, name: list.name };
  }

  /** GET /lists/items: for each item, the user's lists that hold it, with the line and its quantity. */
  async itemsOnLists(session: RequestSession, itemIds: string[]): Promise<ItemsOnLists> {
    const viewer = signedIn(session);
    const visible = await repo.visibleLists(this.db, viewer);
    const names = new Map(visible.map((l) => [l.id, l.name]));
    const lines = await repo.linesOfItemsOnLists(this.db, [...names.keys()], itemIds);
    return {
      items: itemIds.map((itemId) => ({
        itemId,
        lists: lines
          .filter((l) => l.itemId === itemId)
          .map((l) => ({ listId: l.listId, name: names.get(l.listId) ?? "", listItemId: l.id, qty: l.qty }))
          .sort((a, b) => (a.listId < b.listId ? -1 : 1)),
      })),
    };
  }

  /** The lines the cart takes from a list (all, or the named ones), with whether the catalogue still sells each. */
  async linesForCart(
    session: RequestSession,
    listId: string,
    lineIds?: string[],
  ): Promise<{ list: repo.ListRow; lines: repo.ListLineWithProduct[] }> {
    const viewer = signedIn(session);
    const list = await this.visible(viewer, listId);
    const lines = await repo.linesWithProducts(
      this.db,
      listId,
      lineIds && lineIds.length > 0 ? { lineIds } : { limit: MAX_LIST_ITEMS, offset: 0 },
    );
    if (lineIds && lineIds.length > 0 && lines.length !== new Set(lineIds).size)
      throw new AppError(404, "LIST_ITEM_NOT_FOUND", "That item is not on this list.");
    return { list, lines };
  }

  async detailOf(viewer: ListViewer, list: repo.ListRow, page: number, size: number): Promise<ShoppingListDetail> {
    const [summary, lines] = await Promise.all([
      this.summary(viewer, list),
      repo.linesWithProducts(this.db, list.id, { limit: size, offset: (page - 1) * size }),
    ]);
    const prices = await this.businessPrices(viewer, lines);
    const items: ShoppingListItemView[] = lines.map((line) => lineView(line, prices.get(line.itemId)));
    return {
      list: summary,
      items,
      metadata: {
        pagination: { page, size, totalPages: pagesOf(summary.itemCount, size) },
        totalItems: summary.itemCount,
        itemCount: items.length,
      },
      allowedAccessLevel: allowedAccessLevels(viewer),
    };
  }

  /** A business account's user sees the account's contract prices on list lines (decision 042). */
  private async businessPrices(viewer: ListViewer, lines: repo.ListLineWithProduct[]): Promise<Map<string, ResolvedPrice>> {
    // business accounts' users are users of the business site
    const context =
      viewer.accountId === null ? null : await priceContextOfCart(this.db, { userId: viewer.userId, tenant: "advantage" });
    if (!context) return new Map();
    return resolvePrices(
      this.db,
      context,
      lines.flatMap((l) =>
        l.product
          ? [{ itemId: l.itemId, basePriceCents: l.product.basePriceCents, finalPriceCents: l.product.finalPriceCents }]
          : [],
      ),
    );
  }

  /** The list if this user can see it; otherwise the same 404 as an unknown id. */
  async visible(viewer: ListViewer, listId: string): Promise<repo.ListRow> {
    const list = await repo.findList(this.db, listId);
    if (!list || !canSee(viewer, list)) throw LIST_NOT_FOUND();
    return list;
  }

  private async editable(viewer: ListViewer, listId: string): Promise<repo.ListRow> {
    const list = await this.visible(viewer, listId);
    if (!canEdit(viewer, list)) throw list.readOnly ? READ_ONLY() : NOT_ALLOWED("change it");
    return list;
  }

  private async requirePublished(itemIds: string[]): Promise<void> {
    const known = await repo.publishedItemIds(this.db, itemIds);
    const unknown = itemIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw new AppError(404, "ITEM_NOT_FOUND", `We couldn't find item ${unknown}.`);
  }

  private line(listId: string, item: { itemId: string; qty: number }, now: string): repo.ListLineRow {
    return { id: `lsi-${crypto.randomUUID()}`, listId, itemId: item.itemId, qty: item.qty, createdAt: now, updatedAt: now };
  }

  async summary(viewer: ListViewer, list: repo.ListRow): Promise<ShoppingListSummary> {
    const favorites = new Set(await repo.favoriteListIds(this.db, viewer.userId));
    const [one] = await this.summaries(viewer, [list], favorites);
    return one!;
  }

  private async summaries(viewer: ListViewer, lists: repo.ListRow[], favorites: Set<string>): Promise<ShoppingListSummary[]> {
    const [totals, names] = await Promise.all([
      repo.lineTotals(
        this.db,
        lists.map((l) => l.id),
      ),
      repo.ownerNames(this.db, [...new Set(lists.map((l) => l.userId))]),
    ]);
    return lists.map((l) =>
      summaryOf(viewer, l, { ownerName: names.get(l.userId) ?? "", totals: totals.get(l.id), favorite: favorites.has(l.id) }),
    );
  }
}

function lineView(line: repo.ListLineWithProduct, price?: ResolvedPrice): ShoppingListItemView {
  const p = line.product;
  return {
    listItemId: line.id,
    itemId: line.itemId,
    qty: line.qty,
    added: line.createdAt,
    title: p?.name ?? `Item ${line.itemId}`,
    imageUrl: p ? productImageUrl(line.itemId) : null,
    itemUrl: p ? `/${p.itemUrl}` : null,
    unit: p?.unit ?? null,
    priceCents: p ? (price?.finalPriceCents ?? p.finalPriceCents) : null,
    basePriceCents: p ? (price?.basePriceCents ?? p.basePriceCents) : null,
    available: p !== null && p.status === "PUBLISHED",
  };
}
