import { type Db } from "../database";
import { addableIn } from "./product-relations";
import { REFERENCE_DATE } from "./product-generator";
import { hashString, mixSeed, Random } from "./random";

// Anonymous historical baskets for the recommendation engine (decision 049), written to
// rec_order_history and never to orders: the demo shoppers' order history and reports stay as
// they are. Baskets follow shopping missions (a printer with its ink and paper, paper with a
// stapler and folders, coffee with cups...). Within a mission an item has a few habitual partners
// (same brand first) it is bought with most of the time, so which ink goes with which printer is
// something the data says and a category cannot. Same seed and catalogue, same baskets.

export const HISTORY_DAYS = 180;
const DAY_MS = 86_400_000;
/** most items of a category a mission picks from: popular products dominate real baskets */
const POPULAR_POOL = 40;

/** Subcategory slugs bought together; the first is what the shopper came for. */
export const SHOPPING_MISSIONS: readonly (readonly string[])[] = [
  ["printers", "ink-cartridges", "copy-printer-paper"],
  ["ink-cartridges", "copy-printer-paper"],
  ["toner-cartridges", "copy-printer-paper", "labels"],
  ["copy-printer-paper", "staplers-punches", "file-folders", "binders"],
  ["notebooks-pads", "pens", "sticky-notes", "highlighters"],
  ["pens", "pencils", "notebooks-pads"],
  ["binders", "file-folders", "labels", "tape-adhesives"],
  ["dry-erase", "markers", "sticky-notes"],
  ["desks", "office-chairs", "computer-accessories", "desk-organizers"],
  ["office-chairs", "desk-organizers"],
  ["monitors", "computer-accessories", "headsets-audio"],
  ["laptops-tablets", "computer-accessories", "headsets-audio"],
  ["coffee", "cups-plates", "snacks", "water-beverages"],
  ["trash-bags", "paper-towels-tissue", "disinfecting-wipes-sprays", "hand-soap-sanitizer"],
  ["shredders", "file-folders", "envelopes-mailers"],
  ["envelopes-mailers", "labels", "tape-adhesives"],
  ["filing-cabinets", "file-folders", "labels"],
];

interface Item {
  id: number;
  itemId: string;
  brandId: number;
}

export interface HistoryBasket {
  basketId: number;
  orderedAt: string;
  itemIds: string[];
}

/** Zipf-like pick: the first items of a pool are the popular ones. */
function popular(random: Random, pool: readonly Item[]): Item {
  const top = pool.slice(0, POPULAR_POOL);
  return random.weighted(top, (item) => 1 / (top.indexOf(item) + 1));
}

/** An item's habitual partners in another category: same brand first, then a fixed spread. */
function partners(anchor: Item, pool: readonly Item[], slug: string): Item[] {
  const sameBrand = pool.filter((p) => p.brandId === anchor.brandId);
  const source = sameBrand.length >= 2 ? sameBrand : pool;
  const start = mixSeed(anchor.id, hashString(slug)) % source.length;
  return [source[start], source[(start + 1) % source.length]].filter((p): p is Item => p !== undefined);
}

export function generateBaskets(seed: number, count: number, pools: ReadonlyMap<string, readonly Item[]>): HistoryBasket[] {
  const random = new Random(mixSeed(seed, 49));
  const missions = SHOPPING_MISSIONS.filter((m) => (pools.get(m[0] as string)?.length ?? 0) > 0);
  if (missions.length === 0) return [];
  const baskets: HistoryBasket[] = [];
  for (let n = 0; n < count; n++) {
    const items: Item[] = [];
    const mission = random.weighted(missions, (m) => (m.length >= 3 ? 2 : 1));
    const anchorPool = pools.get(mission[0] as string) as readonly Item[];
    const anchor = popular(random, anchorPool);
    items.push(anchor);
    if (random.chance(0.15)) {
      // a restock: more of the same category
      items.push(popular(random, anchorPool));
    }
    for (const slug of mission.slice(1)) {
      const pool = pools.get(slug);
      if (!pool || pool.length === 0 || !random.chance(0.65)) continue;
      const habitual = partners(anchor, pool, slug);
      const roll = random.next();
      const pick = roll < 0.55 ? habitual[0] : roll < 0.75 ? habitual[1] : popular(random, pool);
      if (pick) items.push(pick);
    }
    if (items.length === 1) {
      const slug = mission[1];
      const pool = slug ? pools.get(slug) : undefined;
      if (pool && pool.length > 0) items.push(partners(anchor, pool, slug as string)[0] ?? popular(random, pool));
    }
    const itemIds = [...new Set(random.sample(items, items.length).map((i) => i.itemId))];
    // spread over the half year before the demo store's reference date, oldest first
    const at = REFERENCE_DATE - HISTORY_DAYS * DAY_MS + Math.floor(((n + random.next()) / count) * HISTORY_DAYS * DAY_MS);
    baskets.push({ basketId: n + 1, orderedAt: new Date(at).toISOString(), itemIds });
  }
  return baskets;
}

/** How many historical baskets a store of this size gets. */
export function historyBasketCount(products: number): number {
  return Math.min(6000, 1500 + Math.floor(products / 2));
}

/** Writes the historical baskets; the engine's tables are built from them afterwards. */
export async function insertRecommendationHistory(db: Db, seed: number, products: number): Promise<number> {
  const slugs = [...new Set(SHOPPING_MISSIONS.flat())];
  const pools = new Map<string, Item[]>();
  for (const slug of slugs) pools.set(slug, await addableIn(db, slug));
  const baskets = generateBaskets(seed, historyBasketCount(products), pools);
  const rows = baskets.flatMap((b) =>
    b.itemIds.map((itemId, i) => ({ basketId: b.basketId, itemId, position: i + 1, orderedAt: b.orderedAt })),
  );
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 5000) {
      await trx
        .insertInto("recOrderHistory")
        .values(rows.slice(i, i + 5000))
        .execute();
    }
  });
  return baskets.length;
}

/** Demo sponsored products and marketing offers (first-party tables behind getCriteoData and getAdobeMBoxData). */
export async function insertMerchandising(db: Db): Promise<void> {
  const [ink, paper, chairs] = await Promise.all([
    addableIn(db, "ink-cartridges"),
    addableIn(db, "copy-printer-paper"),
    addableIn(db, "office-chairs"),
  ]);
  const sponsored = [
    ...ink.slice(0, 3).map((p, i) => ({ mboxName: "*", itemId: p.itemId, campaign: "INK-SAVINGS", rank: i + 1 })),
    ...paper
      .slice(0, 2)
      .map((p, i) => ({ mboxName: "cart_bottom_rail_DOTCOM", itemId: p.itemId, campaign: "PAPER-WEEK", rank: i + 1 })),
    ...chairs
      .slice(0, 2)
      .map((p, i) => ({ mboxName: "homepage_trending_DOTCOM", itemId: p.itemId, campaign: "SIT-WELL", rank: i + 1 })),
  ];
  if (sponsored.length > 0) {
    await db
      .insertInto("sponsoredProducts")
      .values(sponsored.map((s, i) => ({ id: `SP-${String(i + 1).padStart(3, "0")}`, ...s, active: 1 })))
      .execute();
  }
  await db
    .insertInto("marketingOffers")
    .values([
      {
        id: "OFFER-HOME-1",
        mboxName: "homepage_hero_DOTCOM",
        classes: "offer offer--hero",
        title: "Free shipping over $49.99",
        body: "Everyday free delivery on orders over $49.99.",
        link: "/deals",
        rank: 1,
        active: 1,
      },
      {
        id: "OFFER-CART-1",
        mboxName: "cart_bottom_rail_DOTCOM",
        classes: "offer offer--banner",
        title: "Ink for less",
        body: "Save on ink and toner when you buy two or more.",
        link: "/c/ink-toner",
        rank: 1,
        active: 1,
      },
      {
        id: "OFFER-CART-OLD",
        mboxName: "cart_bottom_rail_DOTCOM",
        classes: "offer",
        title: "Ended campaign",
        body: "No longer shown.",
        link: "/deals",
        rank: 2,
        active: 0,
      },
    ])
    .execute();
}
