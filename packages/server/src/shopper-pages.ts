import crypto from "node:crypto";
import { type SessionToken, welcomeName } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { readCookie } from "./http/cookies";
import { CSRF_COOKIE } from "./http/csrf";
import { CART_COUNT_MARKER, SHOPPER_MARKERS, type ShopperValues } from "./http/page-cache";
import { cartViewerOf } from "./modules/cart";
import type { RequestSession, ShopperPageFacts } from "./modules/session";
import { TtlCache } from "./lib/ttl-cache";
import type { Services } from "./services";

// The public pages of a signed-in shopper or a returning guest (decision 065). What such a page
// shows is the same for every shopper of a group but their names and cart count: the group is
// everything the page reads of its shopper (their session token without the names, their account,
// the header's counts, their purchases and reviews, the cookies of ours the page reads), hashed. The
// group's page is rendered once with a session that has no user, its facts, markers for the names
// and the cart count, and only the group's cookies, and kept; each shopper of the group gets a copy
// with their own values written over the markers. A shopper whose page would hold something a copy
// cannot write (a name with a sign HTML or JSON escapes, a first name the header shortens, hundreds
// of past purchases) gets a page of their own, as before.

/** A signed-in shopper's page as their group shares it. */
export interface ShopperPage {
  /** the group (hashed): every shopper with the same one is shown the same page but for their names */
  group: string;
  /** what the copy writes over the markers */
  values: ShopperValues;
  /** the session the group's page is rendered with: no user, its facts, markers for the names */
  template: RequestSession;
  /** the Cookie header the group's page is rendered with: the group's cookies and the CSRF token's */
  cookie: string | undefined;
}

/** Reads a shopper's group for a public page (routeId: React Router's route), or null when it must be rendered for them alone. */
export type ShopperPageReader = (request: FastifyRequest, routeId: string) => Promise<ShopperPage | null>;

// Past purchases and reviews go into the group whole: a shopper with more gets their own page.
const MAX_FACTS = 200;
// Letters (with their marks), digits, and single spaces, dots or hyphens between them: nothing that
// HTML or JSON escapes, nothing trimmed.
const PLAIN_NAME = /^[\p{L}\p{M}\p{N}]+(?:[ .-][\p{L}\p{M}\p{N}]+)*$/u;
const PLAIN_NUMBER = /^[A-Za-z0-9-]{1,32}$/;
// Cookies of ours that no public page reads: the session (the group replaces it), the CSRF token (a
// marker), the remembered-device cookie (read at sign-in only), a guest's cart (its count is a fact)
// and the recently viewed items (their rails are read after the page: compose/recently-viewed-rail.tsx,
// compose/home-rails.tsx).
const NOT_READ_BY_PAGES = new Set(["quire_session", "quire_csrf", "quire_device", "quire_cart", "quire_recent"]);

/** The name as the template holds it: a marker when the copy can write it, itself when empty, null when neither. */
function markable(value: string, marker: string, plain: RegExp, fits: (v: string) => boolean): string | null {
  if (value === "") return value;
  return plain.test(value) && fits(value) ? marker : null;
}

/** Our cookies that a page may read (YourStore and quire_*), by name, sorted: part of the group. */
function cookiesPagesRead(header: string | undefined): [string, string][] {
  const read: [string, string][] = [];
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if ((name === "YourStore" || name.startsWith("quire_")) && !NOT_READ_BY_PAGES.has(name))
      read.push([name, part.slice(eq + 1).trim()]);
  }
  return read.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : 1));
}

/** The token with markers for its shopper's names and customer number, or null when one cannot be marked. */
function templateToken(token: SessionToken): { token: SessionToken; values: Omit<ShopperValues, "cartCount"> } | null {
  const contact = token.userInfo?.contact ?? null;
  const firstName = contact?.firstName ?? "";
  const lastName = contact?.lastName ?? "";
  const customerNumber = token.customerNumber ?? "";
  // the header and its pop-up shorten a long first name: only one they show whole is marked
  const first = markable(
    firstName,
    SHOPPER_MARKERS.firstName,
    PLAIN_NAME,
    (v) => welcomeName(v, "popup") === v && welcomeName(v, "header") === v,
  );
  const last = markable(lastName, SHOPPER_MARKERS.lastName, PLAIN_NAME, (v) => v.length <= 64);
  const number = markable(customerNumber, SHOPPER_MARKERS.customerNumber, PLAIN_NUMBER, () => true);
  if (first === null || last === null || number === null) return null;
  return {
    token: {
      ...token,
      customerNumber: token.customerNumber === null ? null : number,
      userInfo: token.userInfo
        ? { ...token.userInfo, contact: { ...token.userInfo.contact, firstName: first, lastName: last } }
        : null,
    },
    values: { firstName, lastName, customerNumber },
  };
}

const PLURALS = [new Intl.PluralRules("en"), new Intl.PluralRules("es")];

/**
 * The cart count as the group's page holds it: the marker when the count reads like it (a plural
 * "other" in every language, not 1, which the header's label names apart), else the count itself;
 * an empty cart's 0 stays itself too, the count most shoppers share.
 */
function cartCountInPage(count: number): number {
  const likeTheMarker = count > 1 && PLURALS.every((rules) => rules.select(count) === rules.select(CART_COUNT_MARKER));
  return likeTheMarker ? CART_COUNT_MARKER : count;
}

/**
 * What the group's page shows of its shopper beyond the token and cart count, with those facts as
 * the group's hash takes them (worked out once, as the facts are kept); null: too many to share.
 */
type KeptFacts = (Omit<ShopperPageFacts, "cartCount"> & { inGroup: string }) | null;

/** A shopper's page facts as kept: by the session fields every read of them depends on. */
function factsKey(session: RequestSession): string {
  return JSON.stringify([
    session.userId,
    session.accountId,
    session.budgetCentreId,
    session.permissions,
    session.token.isLoggedIn,
  ]);
}

/**
 * The small read of a signed-in shopper that decides their group (decision 065). The cart count is
 * read on every request (an add changes it and clears nothing); the other facts are kept per
 * shopper for `keptReadsTtlMs` and forgotten at every write that clears the kept pages (decision
 * 069: `forgetKeptFacts`).
 */
export function shopperPagesFor(
  services: Services,
  options: { keptReadsTtlMs: number } = { keptReadsTtlMs: 0 },
): ShopperPageReader & { forgetKeptFacts: () => void } {
  const { carts, headerFooter, tiles, reviews } = services;
  const kept = new TtlCache<KeptFacts>(10_000, options.keptReadsTtlMs);
  const readFacts = async (session: RequestSession): Promise<KeptFacts> => {
    const [counts, budgetCenter, lastOrdered, reviewed] = await Promise.all([
      headerFooter.counts(session),
      headerFooter.budgetCenter(session),
      tiles.purchaseHistory(session, MAX_FACTS),
      reviews.reviewedItems(session, MAX_FACTS),
    ]);
    if (lastOrdered === null || reviewed === null) return null;
    const inGroup = JSON.stringify({
      counts,
      budgetCenter,
      lastOrdered: [...lastOrdered].sort(),
      reviewed: [...reviewed].sort(),
    });
    // bought, for a review, is what the badge counts: an order placed, shipped or delivered
    return { counts, budgetCenter, lastOrdered, bought: new Set(lastOrdered.keys()), reviewed, inGroup };
  };
  const reader: ShopperPageReader = async (request) => {
    const session = request.session;
    // a signed-in shopper, or a returning guest (whose facts read as none but their cart's count)
    if (session.checkoutGuestId || (session.userId !== null && !session.token.isLoggedIn)) return null;
    const marked = templateToken(session.token);
    if (marked === null) return null;
    const [cartCount, shopperFacts] = await Promise.all([
      carts.itemCount(cartViewerOf(request)),
      session.userId === null ? readFacts(session) : kept.getOrCompute(factsKey(session), () => readFacts(session)),
    ]);
    if (shopperFacts === null) return null;
    const { counts, budgetCenter, lastOrdered, bought, reviewed, inGroup } = shopperFacts;
    const inPage = cartCountInPage(cartCount);
    const facts: ShopperPageFacts = {
      cartCount: inPage,
      counts,
      budgetCenter,
      lastOrdered,
      bought,
      reviewed,
    };
    const template: RequestSession = {
      ...session,
      userId: null,
      checkoutGuestId: null,
      token: marked.token,
      pageFacts: facts,
    };
    const cookies = cookiesPagesRead(request.headers.cookie);
    const csrf = readCookie(request.headers.cookie, CSRF_COOKIE);
    // the render sees the group's cookies and the CSRF token's (a marker), nothing else of the browser's
    const cookie = [...cookies, ...(csrf === null ? [] : [[CSRF_COOKIE, csrf] as const])]
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    const group = crypto
      .createHash("sha256")
      .update(
        JSON.stringify({
          token: marked.token,
          accountId: session.accountId,
          budgetCentreId: session.budgetCentreId,
          permissions: session.permissions,
          blockedCategoryIds: session.blockedCategoryIds,
          cartCount: inPage,
          cookies,
        }),
      )
      .update(inGroup)
      .digest("base64url");
    return { group, values: { ...marked.values, cartCount: String(cartCount) }, template, cookie: cookie || undefined };
  };
  return Object.assign(reader, { forgetKeptFacts: () => kept.clear() });
}
