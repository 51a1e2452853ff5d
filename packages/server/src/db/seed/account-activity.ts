import type { Transaction } from "kysely";
import type { Db } from "../database";
import type {
  ApprovalOrderTable,
  Database,
  ShoppingListFavoriteTable,
  ShoppingListItemTable,
  ShoppingListTable,
  UserMessageTable,
  WebToggleTable,
} from "../schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_ACCOUNTS } from "./demo-accounts";
import { addableIn } from "./product-relations";
import { seededDelivery } from "./order-delivery";
import { Random } from "./random";

// Account activity of the demo users, the numbers the header counts: unread messages, orders waiting for an approver, shopping lists; plus the web toggles of
// both tenants. Fixed data: no clock, no randomness; ids are stable so tests can name them.

function userId(email: string): number {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`seed: unknown demo user ${email}`);
  return account.id;
}

function customerNumber(email: string): string {
  return DEMO_ACCOUNTS.find((a) => a.email === email)?.customerNumber ?? "";
}

/** The budget centre a demo business user's orders are charged to. */
function budgetCentreOfUser(id: number): number | null {
  const user = DEMO_ACCOUNTS.find((a) => a.id === id);
  const business = DEMO_BUSINESS_ACCOUNTS.find((b) => b.key === user?.businessAccount);
  return business?.budgetCentres.find((c) => c.name === user?.budgetCentre)?.id ?? null;
}

function accountId(key: string): number {
  const account = DEMO_BUSINESS_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`seed: unknown demo business account ${key}`);
  return account.id;
}

/**
 * Web toggles of both tenants; flyout-banners is the inactive example. spanish-site shows the
 * header's "En español" (to /es) and, on the Spanish site, "English" (to /en); decision 041.
 */
export const DEMO_WEB_TOGGLES: { name: string; active: boolean }[] = [
  { name: "chat", active: true },
  { name: "feedback", active: true },
  { name: "help-centre", active: true },
  { name: "gift-cards", active: true },
  { name: "frequently-purchased", active: true },
  { name: "product-recommendations", active: true },
  { name: "flyout-banners", active: false },
  { name: "spanish-site", active: true },
];

export function buildWebToggles(): WebToggleTable[] {
  return (["dotcom", "advantage"] as const).flatMap((tenant) =>
    DEMO_WEB_TOGGLES.map((t) => ({ tenant, toggleName: t.name, active: t.active ? 1 : 0 })),
  );
}

export function buildUserMessages(): UserMessageTable[] {
  const message = (
    id: string,
    email: string,
    subject: string,
    body: string,
    createdAt: string,
    readAt: string | null = null,
  ): UserMessageTable => ({ id, userId: userId(email), subject, body, readAt, createdAt });
  return [
    message(
      "msg-0001",
      "registered@quire.test",
      "Welcome to Quire",
      "Thanks for creating an account. Save your favourite items to a list and reorder in two clicks.",
      "2026-10-02T14:00:00.000Z",
    ),
    message(
      "msg-0002",
      "registered@quire.test",
      "Your order has shipped",
      "Good news: your order is on its way. Track it from Order history.",
      "2026-10-20T16:30:00.000Z",
    ),
    message(
      "msg-0003",
      "registered@quire.test",
      "Earn 5% back with Rewards",
      "Join Rewards for free and earn 5% back on ink, toner and paper.",
      "2026-10-28T10:15:00.000Z",
    ),
    message(
      "msg-0004",
      "registered@quire.test",
      "Password changed",
      "The password of your account was changed. If this was not you, call us.",
      "2026-09-12T08:00:00.000Z",
      "2026-09-12T08:05:00.000Z",
    ),
    message(
      "msg-0005",
      "rewards.elite@quire.test",
      "You reached Elite",
      "Congratulations: you now earn Elite Rewards on every eligible purchase.",
      "2026-10-18T12:00:00.000Z",
    ),
    message(
      "msg-0006",
      "rewards.base@quire.test",
      "Your Rewards summary",
      "Your monthly Rewards summary is ready.",
      "2026-10-01T12:00:00.000Z",
      "2026-10-03T19:42:00.000Z",
    ),
    message(
      "msg-0007",
      "buyer@northwind.test",
      "Order 9100000101 is waiting for approval",
      "Your order was sent to your approver.",
      "2026-10-27T15:05:00.000Z",
    ),
    message(
      "msg-0008",
      "buyer@northwind.test",
      "Budget centre update",
      "The Litigation budget centre was topped up for the new quarter.",
      "2026-10-01T09:00:00.000Z",
    ),
    message(
      "msg-0009",
      "buyer@northwind.test",
      "Holiday delivery schedule",
      "See our holiday delivery schedule before placing large orders.",
      "2026-09-25T09:00:00.000Z",
      "2026-09-26T11:00:00.000Z",
    ),
  ];
}

/**
 * Orders awaiting an approver: 10 pending and 1 accepted on Northwind, 1 pending on Bluebird. Each
 * gets a real order row with lines once the catalogue exists (insertApprovalOrderRows), so the
 * approvals page lists what is in it and its "View order details" link opens the order.
 */
export function buildApprovalOrders(): ApprovalOrderTable[] {
  const order = (
    n: number,
    account: string,
    email: string,
    totalCents: number,
    createdAt: string,
    extra: Partial<ApprovalOrderTable> = {},
  ): ApprovalOrderTable => ({
    id: `apo-${String(n).padStart(4, "0")}`,
    accountId: accountId(account),
    orderNumber: `${account === "northwind" ? "91" : "92"}000001${String(n).padStart(2, "0")}`,
    cartId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    submittedByUserId: userId(email),
    ownerProfileId: customerNumber(email),
    totalCents,
    status: "PENDING",
    approvalComments: "",
    createdAt,
    decidedAt: null,
    decidedByUserId: null,
    ...extra,
  });
  return [
    order(1, "northwind", "buyer@northwind.test", 18_743, "2026-10-27T15:04:00.000Z", {
      approvalComments: "Binders and tabs for the Hartley trial",
    }),
    order(2, "northwind", "buyer@northwind.test", 6_412, "2026-10-28T09:41:00.000Z"),
    order(3, "northwind", "admin@northwind.test", 52_990, "2026-10-29T11:20:00.000Z", {
      approvalComments: "Two task chairs for the Natick office",
    }),
    order(4, "northwind", "buyer@northwind.test", 3_185, "2026-10-30T17:55:00.000Z"),
    order(5, "northwind", "buyer@northwind.test", 9_870, "2026-10-14T10:00:00.000Z", {
      status: "ACCEPTED",
      approvalComments: "Approved, thanks",
      decidedAt: "2026-10-14T13:12:00.000Z",
      decidedByUserId: userId("approver@northwind.test"),
    }),
    // More waiting orders, so each breakpoint's journeys (and a demo) find some left to decide
    order(6, "northwind", "buyer@northwind.test", 12_040, "2026-10-31T09:15:00.000Z"),
    order(7, "northwind", "buyer@northwind.test", 4_377, "2026-11-02T14:32:00.000Z", {
      approvalComments: "Toner for the second floor printers",
    }),
    order(8, "northwind", "admin@northwind.test", 27_615, "2026-11-03T10:05:00.000Z"),
    order(9, "northwind", "buyer@northwind.test", 8_250, "2026-11-04T16:48:00.000Z"),
    order(10, "northwind", "buyer@northwind.test", 15_980, "2026-11-05T11:27:00.000Z", {
      approvalComments: "Breakroom restock",
    }),
    order(11, "northwind", "buyer@northwind.test", 2_699, "2026-11-06T08:54:00.000Z"),
    order(1, "bluebird", "buyer@bluebirddental.test", 24_560, "2026-10-29T08:30:00.000Z", {
      id: "apo-0101",
      cartId: "00000000-0000-4000-8000-000000000101",
      approvalComments: "Wipes and sanitizer for Q4",
    }),
  ];
}

/**
 * The demo users' shopping lists (decision 032): consumers' PERSONAL lists; in Northwind, PERSONAL
 * lists, SHARED ones (the Office Services kit read-only: members use it, only its owner changes
 * it) and a GLOBAL list its administrator published. The favourites are in buildListFavorites.
 */
export function buildShoppingLists(): ShoppingListTable[] {
  let n = 0;
  const list = (
    email: string,
    name: string,
    accessLevel: "PERSONAL" | "SHARED" | "GLOBAL",
    updatedAt: string,
    account: string | null = null,
    readOnly = false,
  ) => {
    n++;
    return {
      id: `lst-${String(n).padStart(4, "0")}`,
      userId: userId(email),
      accountId: account === null ? null : accountId(account),
      name,
      accessLevel,
      readOnly: readOnly ? 1 : 0,
      createdAt: "2026-06-01T12:00:00.000Z",
      updatedAt,
    } satisfies ShoppingListTable;
  };
  return [
    list("registered@quire.test", "Home office", "PERSONAL", "2026-10-05T10:00:00.000Z"),
    list("registered@quire.test", "Back to school", "PERSONAL", "2026-08-20T10:00:00.000Z"),
    list("rewards.base@quire.test", "Printer supplies", "PERSONAL", "2026-09-14T10:00:00.000Z"),
    list("rewards.premier@quire.test", "Monthly restock", "PERSONAL", "2026-10-11T10:00:00.000Z"),
    list("rewards.premier@quire.test", "Favorites", "PERSONAL", "2026-10-12T10:00:00.000Z"),
    list("rewards.elite@quire.test", "Studio supplies", "PERSONAL", "2026-10-21T10:00:00.000Z"),
    list("rewards.elite@quire.test", "Client gifts", "PERSONAL", "2026-09-30T10:00:00.000Z"),
    list("rewards.elite@quire.test", "Favorites", "PERSONAL", "2026-10-22T10:00:00.000Z"),
    list("select.member@quire.test", "Craft projects", "PERSONAL", "2026-07-19T10:00:00.000Z"),
    list("premium.member@quire.test", "Small business basics", "PERSONAL", "2026-10-02T10:00:00.000Z"),
    list("buyer@northwind.test", "My desk", "PERSONAL", "2026-10-03T10:00:00.000Z"),
    list("buyer@northwind.test", "Trial binders", "PERSONAL", "2026-10-26T10:00:00.000Z"),
    list("buyer@northwind.test", "Litigation team restock", "SHARED", "2026-10-24T10:00:00.000Z", "northwind"),
    list("approver@northwind.test", "Approved breakroom items", "SHARED", "2026-10-09T10:00:00.000Z", "northwind"),
    list("approver@northwind.test", "Personal picks", "PERSONAL", "2026-09-09T10:00:00.000Z"),
    list("admin@northwind.test", "Office Services standard kit", "SHARED", "2026-08-30T10:00:00.000Z", "northwind", true),
    list("buyer@bluebirddental.test", "Clinic consumables", "SHARED", "2026-10-16T10:00:00.000Z", "bluebird"),
    list("buyer@bluebirddental.test", "Front desk", "PERSONAL", "2026-10-01T10:00:00.000Z"),
    list("admin@northwind.test", "Northwind approved supplies", "GLOBAL", "2026-10-20T10:00:00.000Z", "northwind"),
  ];
}

/** Favourite marks: the rewards members' "Favorites" lists, and the buyer's team list. */
export function buildListFavorites(): ShoppingListFavoriteTable[] {
  const mark = (email: string, listId: string): ShoppingListFavoriteTable => ({
    userId: userId(email),
    listId,
    createdAt: "2026-10-01T12:00:00.000Z",
  });
  return [
    mark("rewards.premier@quire.test", "lst-0005"),
    mark("rewards.elite@quire.test", "lst-0008"),
    mark("buyer@northwind.test", "lst-0013"),
  ];
}

/** Lines per demo list: 3 to 6, by the list's number. */
const DEMO_LIST_LINES = [3, 4, 5, 6];

/**
 * The demo lists' items, chosen from the generated catalogue by a fixed rule (items a shopper can
 * add: published, in stock, priced, no per-order limit, in id order), so a seed and size always
 * give the same lists. Runs after the products are written.
 */
export async function insertShoppingListItems(db: Db): Promise<number> {
  const products = (await addableIn(db, null)).slice(0, 400);
  if (products.length === 0) return 0;
  const rows: ShoppingListItemTable[] = [];
  buildShoppingLists().forEach((list, index) => {
    const count = Math.min(DEMO_LIST_LINES[index % DEMO_LIST_LINES.length]!, products.length);
    const seen = new Set<string>();
    for (let k = 0; k < count; k++) {
      const itemId = products[(index * 7 + k * 13) % products.length]!.itemId;
      if (seen.has(itemId)) continue;
      seen.add(itemId);
      rows.push({
        id: `${list.id.replace("lst-", "lsi-")}-${k + 1}`,
        listId: list.id,
        itemId,
        qty: 1 + ((index + k) % 4),
        createdAt: list.updatedAt,
        updatedAt: list.updatedAt,
      });
    }
  });
  await db.insertInto("shoppingListItems").values(rows).execute();
  return rows.length;
}

/**
 * What a commented approval order holds, so the comment describes its lines: the subcategories its
 * lines come from and, where the comment counts them, the quantity of its one line.
 */
export const APPROVAL_ORDER_CONTENTS: Record<string, { subSlugs: string[]; lines?: number; qty?: number }> = {
  "apo-0001": { subSlugs: ["binders", "file-folders"] },
  "apo-0003": { subSlugs: ["office-chairs"], lines: 1, qty: 2 },
  "apo-0007": { subSlugs: ["toner-cartridges"] },
  "apo-0010": { subSlugs: ["cups-plates", "snacks", "water-beverages"] },
  "apo-0101": { subSlugs: ["disinfecting-wipes-sprays", "hand-soap-sanitizer"] },
};

/** A product an approval order may hold: published, sold, priced. */
export interface ApprovalLineCandidate {
  id: number;
  priceCents: number;
  subSlug: string;
  /** only in an order whose comment asks for its kind (office chairs) */
  onRequest?: boolean;
}

/**
 * The orders behind the seeded approval orders (decision 040): an orders row (PENDING_APPROVAL,
 * or PLACED once accepted) with 1 to 4 lines chosen by the order's number from the candidates the
 * account may buy, shipped to one of the account's ship-tos and tax at 6.25%. The approval order's total becomes the order's, so the
 * approvals page and the order page agree. Ids follow the order history's.
 */
export async function insertApprovalOrderRows(
  db: Db,
  candidates: ApprovalLineCandidate[],
  firstOrderId: number,
): Promise<number> {
  const approvals = buildApprovalOrders();
  let nextId = firstOrderId;
  for (const approval of approvals) {
    const account = DEMO_BUSINESS_ACCOUNTS.find((a) => a.id === approval.accountId);
    const blocked = new Set(account?.blockedCategorySlugs ?? []);
    const contents = APPROVAL_ORDER_CONTENTS[approval.id];
    const open = candidates.filter((c) => !blocked.has(c.subSlug));
    const fitting = contents ? open.filter((c) => contents.subSlugs.includes(c.subSlug)) : open.filter((c) => !c.onRequest);
    // a small catalogue may lack the comment's kind of item: then any item the account may buy
    const allowed = fitting.length > 0 ? fitting : open.filter((c) => !c.onRequest);
    if (allowed.length === 0) continue;
    const n = Number(approval.orderNumber.slice(-3));
    const lineCount = contents?.lines ?? 1 + (n % 4);
    const picked: { item: ApprovalLineCandidate; qty: number }[] = [];
    for (let k = 0; picked.length < lineCount && k < lineCount * 4; k++) {
      const item = allowed[(n * 7 + k * 13) % allowed.length]!;
      if (picked.some((p) => p.item.id === item.id)) continue;
      picked.push({ item, qty: contents?.qty ?? (item.priceCents < 2000 ? 1 + ((n + k) % 4) : 1) });
    }
    const subtotalCents = picked.reduce((sum, p) => sum + p.item.priceCents * p.qty, 0);
    const taxCents = Math.round(subtotalCents * 0.0625);
    const totalCents = subtotalCents + taxCents;
    const buyer = DEMO_ACCOUNTS.find((a) => a.id === approval.submittedByUserId);
    if (!buyer) throw new Error(`seed: approval order ${approval.orderNumber} has no demo buyer`);
    const id = nextId++;
    await db
      .insertInto("orders")
      .values({
        id,
        orderNumber: approval.orderNumber,
        userId: approval.submittedByUserId,
        tenant: "advantage",
        placedAt: approval.createdAt,
        status: approval.status === "ACCEPTED" ? "PLACED" : "PENDING_APPROVAL",
        subtotalCents,
        totalCents,
        cartId: approval.cartId,
        accountId: approval.accountId,
        budgetCentreId: budgetCentreOfUser(approval.submittedByUserId),
        // shipped to one of the account's ship-tos, as its other orders are
        ...seededDelivery(new Random(n), buyer, new Set()),
        taxCents,
        shipFeeCents: 0,
        approvalReason: "ACCOUNT_POLICY",
      })
      .execute();
    await db
      .insertInto("orderLines")
      .values(picked.map((p) => ({ orderId: id, productId: p.item.id, qty: p.qty, unitPriceCents: p.item.priceCents })))
      .execute();
    await db.updateTable("approvalOrders").set({ totalCents }).where("id", "=", approval.id).execute();
  }
  return nextId - firstOrderId;
}

export async function insertAccountActivity(trx: Transaction<Database> | Db): Promise<void> {
  await trx.insertInto("webToggles").values(buildWebToggles()).execute();
  await trx.insertInto("userMessages").values(buildUserMessages()).execute();
  await trx.insertInto("approvalOrders").values(buildApprovalOrders()).execute();
  await trx.insertInto("shoppingLists").values(buildShoppingLists()).execute();
  await trx.insertInto("shoppingListFavorites").values(buildListFavorites()).execute();
}
