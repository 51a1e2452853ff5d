import type { Kysely } from "kysely";

// Frozen once landed. The stores of the spec's last calls (decision 071): content banners
// (fetchHtmlContent, getEcommContentData), each shopper's recommendation context
// (updateSessionToken), print services (sbaSearch browse) and landing pages (fetchComponentsModel),
// with the rows a new store starts with.

const SEEDED_AT = "2026-12-03T00:00:00.000Z";

const banner = (
  tenant: string,
  name: string,
  page: string,
  position: number,
  title: string,
  body: string,
  link: string | null,
) => ({
  tenant,
  name,
  page,
  position,
  title,
  body,
  link,
  active: 1,
  updated_at: SEEDED_AT,
});

const BANNERS = [
  banner(
    "dotcom",
    "home-hero",
    "home",
    1,
    "Back to school, sorted",
    "**Save on** notebooks, pens and binders. [Shop back to school](/lp/back-to-school)",
    "/lp/back-to-school",
  ),
  banner(
    "dotcom",
    "home-rewards",
    "home",
    2,
    "Earn with Quire Rewards",
    "Earn up to 5% back in Rewards on what you buy. [Join Rewards](/rewards/join)",
    "/rewards/join",
  ),
  banner(
    "dotcom",
    "cart-shipping",
    "cart",
    1,
    "Free shipping",
    "**Free shipping** on orders over $49.99. [Details](/help/shipping)",
    "/help/shipping",
  ),
  banner(
    "dotcom",
    "search-ink",
    "search",
    1,
    "Find your ink",
    "Looking for a cartridge? [Browse ink and toner](/c/ink-toner)",
    "/c/ink-toner",
  ),
  banner(
    "dotcom",
    "lp-back-to-school",
    "lp",
    1,
    "Back to school",
    "Everything for the new term: **writing**, **paper** and **binders**, with pickup today at your store.",
    null,
  ),
  banner(
    "dotcom",
    "lp-breakroom-essentials",
    "lp",
    2,
    "Breakroom essentials",
    "Coffee, snacks and cleaning supplies to keep the office running.",
    null,
  ),
  banner(
    "advantage",
    "home-hero",
    "home",
    1,
    "Restock the office in one order",
    "Paper, ink and breakroom supplies at your account's prices. [Shop office restock](/lp/office-restock)",
    "/lp/office-restock",
  ),
  banner(
    "advantage",
    "cart-approvals",
    "cart",
    1,
    "Orders and approvals",
    "An order over your budget goes to your approver. [See approvals](/approvals)",
    "/approvals",
  ),
  banner(
    "advantage",
    "search-ink",
    "search",
    1,
    "Find your ink",
    "Looking for a cartridge? [Browse ink and toner](/c/ink-toner)",
    "/c/ink-toner",
  ),
  banner(
    "advantage",
    "lp-office-restock",
    "lp",
    1,
    "Office restock",
    "The supplies every office runs out of, at your **account's prices**.",
    null,
  ),
  banner(
    "advantage",
    "lp-breakroom-essentials",
    "lp",
    2,
    "Breakroom essentials",
    "Coffee, snacks and cleaning supplies for the whole team.",
    null,
  ),
];

const landingPage = (tenant: string, slug: string, position: number, title: string, categories: string[]) => ({
  tenant,
  slug,
  position,
  title,
  category_slugs: JSON.stringify(categories),
  banner: `lp-${slug}`,
  active: 1,
  updated_at: SEEDED_AT,
});

const LANDING_PAGES = [
  landingPage("dotcom", "back-to-school", 1, "Back to school", ["writing-instruments", "paper", "binders-filing"]),
  landingPage("dotcom", "breakroom-essentials", 2, "Breakroom essentials", ["breakroom", "cleaning"]),
  landingPage("advantage", "office-restock", 1, "Office restock", ["paper", "ink-toner", "breakroom"]),
  landingPage("advantage", "breakroom-essentials", 2, "Breakroom essentials", ["breakroom", "cleaning"]),
];

const printService = (
  tenant: string,
  serviceName: string,
  position: number,
  id: string,
  name: string,
  description: string,
  url: string,
  priceFromCents: number | null,
) => ({
  id: `${tenant}-${id}`,
  tenant,
  service_name: serviceName,
  position,
  name,
  description,
  url,
  price_from_cents: priceFromCents,
  active: 1,
});

const PRINT_SERVICES = [
  printService(
    "dotcom",
    "xmpie",
    1,
    "business-cards",
    "Business cards",
    "Your name and details on our card templates.",
    "/stores",
    1999,
  ),
  printService(
    "dotcom",
    "xmpie",
    2,
    "invitations",
    "Invitations and cards",
    "Personalised invitations, thank-you and holiday cards.",
    "/stores",
    1499,
  ),
  printService(
    "dotcom",
    "static",
    1,
    "copies",
    "Copies and documents",
    "Black-and-white and colour copies, bound or stapled.",
    "/stores",
    12,
  ),
  printService("dotcom", "static", 2, "flyers", "Flyers", "Letter-size flyers on 80 lb gloss paper.", "/stores", 2499),
  printService("dotcom", "static", 3, "posters", "Posters", "Posters up to 24 x 36 inches.", "/stores", 1799),
  printService("dotcom", "navink", 1, "print-home", "Print and marketing", "Every print service of your store.", "/stores", null),
  printService(
    "dotcom",
    "navink",
    2,
    "find-a-store",
    "Order at a store near you",
    "Find a store that prints while you wait.",
    "/stores",
    null,
  ),
  printService(
    "advantage",
    "xmpie",
    1,
    "business-cards",
    "Business cards with your company logo",
    "Cards from your account's approved template.",
    "/stores",
    2999,
  ),
  printService(
    "advantage",
    "xmpie",
    2,
    "letterhead",
    "Letterhead",
    "Your company's letterhead for every employee.",
    "/stores",
    4999,
  ),
  printService(
    "advantage",
    "static",
    1,
    "copies",
    "Copies and documents",
    "Black-and-white and colour copies, bound or stapled.",
    "/stores",
    10,
  ),
  printService(
    "advantage",
    "static",
    2,
    "banners",
    "Banners and signs",
    "Vinyl banners and foam-board signs for events.",
    "/stores",
    5999,
  ),
  printService(
    "advantage",
    "navink",
    1,
    "print-home",
    "Print for your business",
    "Print services for your account.",
    "/stores",
    null,
  ),
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_banners")
    .addColumn("tenant", "text", (c) => c.notNull())
    // the name callers ask for: "home-hero", "lp-back-to-school"
    .addColumn("name", "text", (c) => c.notNull())
    // the page type whose content slots show it: home, cart, search, lp
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    // Markdown, rendered as the content pages' safe HTML
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_banners_pk", ["tenant", "name"])
    .execute();
  await db.schema.createIndex("content_banners_page").on("content_banners").columns(["tenant", "page", "position"]).execute();

  await db.schema
    .createTable("recommendation_contexts")
    .addColumn("tenant", "text", (c) => c.notNull())
    // the recommendation engine's shopper key: u:<user id> or g:<hash of the guest cart token>
    .addColumn("shopper_key", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("store_number", "text", (c) => c.notNull())
    .addColumn("page_type", "text")
    // JSON array of the item ids the shopper's page is about
    .addColumn("skus", "text", (c) => c.notNull())
    .addColumn("category_id", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("recommendation_contexts_pk", ["tenant", "shopper_key"])
    .execute();

  await db.schema
    .createTable("print_services")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant", "text", (c) => c.notNull())
    // xmpie (personalised templates), static (fixed print products), navink (the print menu's links)
    .addColumn("service_name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("price_from_cents", "integer")
    .addColumn("active", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("print_services_tenant")
    .on("print_services")
    .columns(["tenant", "service_name", "position"])
    .execute();

  await db.schema
    .createTable("landing_pages")
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    // JSON array of the top-level category slugs whose products the page offers
    .addColumn("category_slugs", "text", (c) => c.notNull())
    // content_banners.name of the page's hero; null for none
    .addColumn("banner", "text")
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("landing_pages_pk", ["tenant", "slug"])
    .execute();

  await db.insertInto("content_banners").values(BANNERS).execute();
  await db.insertInto("landing_pages").values(LANDING_PAGES).execute();
  await db.insertInto("print_services").values(PRINT_SERVICES).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["landing_pages", "print_services", "recommendation_contexts", "content_banners"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
