import cluster from "node:cluster";
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pageCacheLookups } from "../modules/ops";
import { ANALYTICS_COLLECT_PATH, BEACON_PATH, CLIENT_LOG_PATH } from "@quire/domain";
import { CSRF_COOKIE } from "./csrf";
import { type Crc32Piece, crc32Extend, crc32Piece } from "../lib/crc32-combine";

// The shared HTML of first visits (decision 055). A guest's first page (no cookie of ours but the
// CSRF token's) is the same for every such guest of a host, address and kind of browser, but for
// the CSP nonce, the CSRF token and the request id. Such a page is rendered once with markers in
// their place, kept for a few seconds, and every request gets a copy with its own three values
// written over the markers, its own cookies, and the render's side effects (the analytics event,
// the engine's view) done again for it. A shopper with a session, a cart or any other cookie of
// ours always gets a page of their own.

/** A write a render did for its request that a copy of the page must do again for its own. */
export type PageEffect = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyRequest {
    /** the side effects of this page's render, when it may be kept for others (null otherwise) */
    pageEffects: PageEffect[] | null;
    /** something went wrong that the page hides (a rail left empty): the page is not kept */
    pageDegraded: boolean;
    /** a background render refreshing a stale kept page: nobody's visit, its effects are only kept */
    pageRefresh: boolean;
  }
}

/** Does `effect` for this request and, when its page may be kept, remembers it for the page's copies. */
export function pageEffect(request: FastifyRequest, effect: PageEffect): Promise<void> {
  request.pageEffects?.push(effect);
  // a refresh render answers no shopper: its effects are done by the copies that answer shoppers
  return request.pageRefresh ? Promise.resolve() : effect(request);
}

/** The page shows less than it should (an error it covered): it is served, never kept. */
export function pageDegraded(request: FastifyRequest): void {
  request.pageDegraded = true;
}

/** What a render takes from the request that differs per request: markers in a kept page. */
export interface PerRequestValues {
  cspNonce: string;
  csrfToken: string;
  requestId: string;
}

/**
 * What a signed-in shopper's page takes from the shopper alone (decision 065): written over markers
 * in the page their group shares. Only values that every place shows as they are (no escaping, no
 * cutting) are ever marked (shopper-pages.ts checks them first).
 */
export interface ShopperValues {
  firstName: string;
  lastName: string;
  customerNumber: string;
  /** the header's cart count, digits */
  cartCount: string;
}

// Per process, random: no catalogue text or address can hold them by chance. Letters and digits
// only, so neither HTML nor JSON escaping changes them wherever the render writes them; ten
// characters with the letter, so that a first name's marker is not cut where the header shortens a
// long name (at ten characters).
const MARK = `q${crypto.randomBytes(4).toString("hex")}`;
export const PAGE_MARKERS: PerRequestValues = { cspNonce: `${MARK}n`, csrfToken: `${MARK}c`, requestId: `${MARK}r` };
export const SHOPPER_MARKERS: Omit<ShopperValues, "cartCount"> = {
  firstName: `${MARK}f`,
  lastName: `${MARK}l`,
  customerNumber: `${MARK}u`,
};
// A number is written as digits everywhere (the page's text, its data), so its marker is a number:
// nine random digits, standing alone (no digit either side). Never 1 and never a million's multiple,
// so that a text with plural forms picks "other" for it in English and Spanish, as for the counts it
// stands for (shopper-pages.ts marks only those).
export const CART_COUNT_MARKER = 700_000_001 + crypto.randomInt(0, 999_998) * 100;
const MARKED = new RegExp(`${MARK}([ncrflu])|(?<![0-9])(${CART_COUNT_MARKER})(?![0-9])`, "g");

/** A request's values, and for a signed-in shopper's copy their own (a guest's page holds no such marker). */
export type CopyValues = PerRequestValues & Partial<ShopperValues>;

const valueOf = (which: string, values: CopyValues): string => {
  switch (which) {
    case "n":
      return values.cspNonce;
    case "c":
      return values.csrfToken;
    case "r":
      return values.requestId;
    case "f":
      return values.firstName ?? "";
    case "l":
      return values.lastName ?? "";
    case "u":
      return values.customerNumber ?? "";
    default:
      return values.cartCount ?? "0";
  }
};

/** The marker's letter: its own, or "k" for the cart count's number. */
const letterOf = (letter: string | undefined): string => letter ?? "k";

/** A rendered page with this request's values in place of the markers. */
export function personalise(html: string, values: CopyValues): string {
  return html.replace(MARKED, (_, letter: string | undefined) => valueOf(letterOf(letter), values));
}

/** A page cut at its markers once, so that each copy only joins its pieces: text, marker letter, text... */
export function markedPieces(html: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of html.matchAll(MARKED)) {
    pieces.push(html.slice(from, match.index), letterOf(match[1]));
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** The pieces of a kept page joined with this request's values. */
export function personalisePieces(pieces: readonly string[], values: CopyValues): string {
  let html = "";
  for (let i = 0; i < pieces.length; i += 1) html += i % 2 === 0 ? pieces[i]! : valueOf(pieces[i]!, values);
  return html;
}

/**
 * A kept page's gzip, compressed once: its text pieces each compressed on their own, ending at a
 * byte boundary with an empty dictionary (a full flush), so that any copy is those blocks with its
 * own values between them as stored (uncompressed) blocks, one final empty block, and the gzip
 * trailer (CRC-32 and length of the whole page). A copy costs a CRC of the page, no compression.
 */
export interface GzippedPieces {
  /** the raw deflate of each text piece (pieces[0], pieces[2], ...), ending at a full flush */
  compressed: Buffer[];
  /** each text piece's UTF-8 bytes */
  text: Buffer[];
  /** each text piece's CRC and length, so a copy's CRC does not pass over the whole page again */
  textCrc: Crc32Piece[];
  /** the marker letter between text piece i and i + 1 */
  markers: string[];
}

// A piece this short is sent stored: compressing it on its own saves a few bytes and costs a
// compressor's set-up (a product page has about 50 such pieces between its nonces).
const STORED_UP_TO = 256;

/**
 * Compresses a kept page's text pieces once, each on its own ending at a full flush (gzip level 6:
 * once a page, so the bytes matter more than the time; about 2 ms for a product page).
 */
export function gzipPieces(pieces: readonly string[]): GzippedPieces {
  const compressed: Buffer[] = [];
  const text: Buffer[] = [];
  const markers: string[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    if (i % 2 === 1) {
      markers.push(pieces[i]!);
      continue;
    }
    const bytes = Buffer.from(pieces[i]!, "utf8");
    text.push(bytes);
    compressed.push(
      bytes.length <= STORED_UP_TO
        ? storedBlock(bytes)
        : zlib.deflateRawSync(bytes, { level: 6, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    );
  }
  return { compressed, text, textCrc: text.map(crc32Piece), markers };
}

// magic, deflate, no flags, no time, no extra flags, OS unknown
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
// a final fixed-Huffman block holding only its end: what zlib writes to finish a flushed stream
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) deflate block, not the last, starting at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0; // BFINAL 0, BTYPE 00, then padding to the byte
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** CRC-32 continued over bytes; zlib answers 0 for an empty buffer that has no memory behind it. */
const crcOver = (bytes: Buffer, crc: number): number => (bytes.length === 0 ? crc : zlib.crc32(bytes, crc));

/** The gzip of the kept page with this request's values: byte for byte what gunzip makes the personalised page. */
export function gzipCopy(gzipped: GzippedPieces, values: CopyValues): Buffer {
  // each value's bytes and stored block once: a product page holds its nonce about 50 times
  const blocks = new Map<string, { bytes: Buffer; block: Buffer }>();
  const parts: Buffer[] = [GZIP_HEADER, gzipped.compressed[0]!];
  let crc = crc32Extend(0, gzipped.textCrc[0]!);
  let length = gzipped.text[0]!.length;
  for (let i = 0; i < gzipped.markers.length; i += 1) {
    const marker = gzipped.markers[i]!;
    let value = blocks.get(marker);
    if (value === undefined) {
      // short values (ids, tokens, a name): well under a stored block's 65,535 bytes
      const bytes = Buffer.from(valueOf(marker, values), "utf8");
      value = { bytes, block: storedBlock(bytes) };
      blocks.set(marker, value);
    }
    parts.push(value.block, gzipped.compressed[i + 1]!);
    crc = crc32Extend(crcOver(value.bytes, crc), gzipped.textCrc[i + 1]!);
    length += value.bytes.length + gzipped.text[i + 1]!.length;
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * Does this request take gzip (Accept-Encoding names gzip, x-gzip or *, not at q=0)? A kept page is
 * sent as its precompressed gzip then, even to a browser that also takes brotli: a copy's brotli
 * would be compressed per request, the cost this saves.
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string" || request.headers["x-no-compression"] !== undefined) return false;
  // gzip named with its q decides; else * does
  let named: boolean | undefined;
  let any: boolean | undefined;
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") named = named === true || accepted;
    else if (name === "*") any = accepted;
  }
  return named ?? any ?? false;
}

/**
 * The storefront's public pages, by React Router route id (packages/web/app/routes.ts): the same
 * for every guest. Cart, checkout, account, lists, stores (the YourStore choice), compare, admin and
 * the business pages are not among them.
 */
const SHARED_ROUTES = new Set([
  "routes/home",
  "routes/search",
  "routes/category",
  "routes/product",
  "routes/deals",
  "routes/help",
  "content-help-topic",
  "content-legal",
  "content-about",
  "content-mobile-app",
]);

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  const nodes: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (route === undefined || route.parentId !== parentId) continue;
    const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    // an index route has no children (React Router refuses one that has)
    nodes.push(route.index ? { ...common, index: true } : { ...common, children: routeTree(routes, route.id) });
  }
  return nodes;
}

/** The route id of this path when it is a public page of the build (the route React Router renders), else null. */
export type SharedRouteMatcher = (pathname: string) => string | null;

export function sharedRouteMatcher(build: ServerBuild): SharedRouteMatcher {
  const tree = routeTree(build.routes, undefined);
  // matchRoutes ranks the whole route table on every call: each path's answer is remembered
  const known = new Map<string, string | null>();
  return (pathname) => {
    let shared = known.get(pathname);
    if (shared === undefined) {
      const matches = matchRoutes(tree, pathname);
      const leaf = matches?.[matches.length - 1]?.route.id;
      shared = leaf !== undefined && SHARED_ROUTES.has(leaf) ? leaf : null;
      if (known.size >= 10_000) known.clear();
      known.set(pathname, shared);
    }
    return shared;
  };
}

export interface KeptPage {
  status: number;
  /** the page's own headers (content type, cache-control), in the order the render gave them */
  headers: [string, string][];
  /** the page's own cookies (a product page's recently viewed), the same for every first visit */
  cookies: string[];
  /** the HTML, with markers for the per-request values */
  html: string;
  /** the HTML cut at its markers (markedPieces) */
  pieces: string[];
  /** its gzip (gzipPieces), compressed for its first copy that takes gzip */
  gzipped?: GzippedPieces;
  effects: PageEffect[];
}

interface Entry {
  page: KeptPage;
  bytes: number;
  /** fresh until then; stale (served while one refresh renders it again) until staleUntil */
  expiresAt: number;
  staleUntil: number;
}

export interface PageCacheLimits {
  /** how long a page is kept (PAGE_CACHE_TTL_MS); 0 turns the cache off */
  ttlMs: number;
  /** at most this many pages (PAGE_CACHE_MAX_ENTRIES) */
  maxEntries: number;
  /** and at most this many bytes of HTML (PAGE_CACHE_MAX_BYTES) */
  maxBytes: number;
  /**
   * for this long after ttlMs a page is still served, while one render in the background replaces
   * it (PAGE_CACHE_STALE_MS, stale-while-revalidate); 0: an expired page is rendered on the request
   */
  staleMs?: number;
}

/** Bounded by entries and bytes, least recently used first out, each page for ttlMs. */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;
  /** counts clear(): a render that began before a write must not keep its page after it */
  private generation = 0;

  constructor(
    readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.limits.ttlMs > 0 && this.limits.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** The fresh page kept for this key. */
  get(key: string): KeptPage | undefined {
    const found = this.lookup(key);
    return found && !found.stale ? found.page : undefined;
  }

  /** The page kept for this key, fresh or, within staleMs after its TTL, stale (to refresh). */
  lookup(key: string): { page: KeptPage; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    // re-inserted: the Map's order is the order of use
    this.entries.set(key, entry);
    return { page: entry.page, stale: entry.expiresAt <= now };
  }

  /** Keeps a page rendered in `generation` unless a write cleared the cache since; true when kept. */
  set(key: string, page: KeptPage, generation: number): boolean {
    if (!this.enabled || generation !== this.generation) return false;
    // a JavaScript string's characters, two bytes each: what the page holds in memory
    const bytes = page.html.length * 2;
    if (bytes > this.limits.maxBytes) return false;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.totalBytes -= old.bytes;
    }
    while (this.entries.size >= this.limits.maxEntries || this.totalBytes + bytes > this.limits.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldestKey);
      this.totalBytes -= oldest.bytes;
    }
    const expiresAt = this.now() + this.limits.ttlMs;
    this.entries.set(key, { page, bytes, expiresAt, staleUntil: expiresAt + (this.limits.staleMs ?? 0) });
    this.totalBytes += bytes;
    return true;
  }

  private readonly rendering = new Map<string, Promise<KeptPage | undefined>>();

  /** The page being rendered for this key right now, when one is: a request for it waits for that render. */
  renderingNow(key: string): Promise<KeptPage | undefined> | undefined {
    return this.rendering.get(key);
  }

  /**
   * Marks a render of this key as under way, so that requests for the same page arriving meanwhile
   * wait for it instead of rendering it again (a page that expires under load would otherwise be
   * rendered by every connection asking for it at that moment). The returned function ends it with
   * the page kept, or with nothing, when the waiters must render for themselves.
   */
  startRender(key: string): (kept: KeptPage | undefined) => void {
    let settle: (kept: KeptPage | undefined) => void = () => undefined;
    const render = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
    this.rendering.set(key, render);
    return (kept) => {
      if (this.rendering.get(key) === render) this.rendering.delete(key);
      settle(kept);
    };
  }

  private readonly refreshing = new Set<string>();

  /**
   * Claims the one background refresh of a stale page: false when one (or a render of the key) is
   * already under way. The refresh ends with endRefresh, kept or not.
   */
  beginRefresh(key: string): boolean {
    if (this.refreshing.has(key) || this.rendering.has(key)) return false;
    this.refreshing.add(key);
    return true;
  }

  endRefresh(key: string): void {
    this.refreshing.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
    this.generation += 1;
    for (const listener of this.clearListeners) listener();
  }

  private readonly clearListeners: (() => void)[] = [];

  /** Calls `listener` at every clear: the writes that may change a page may change other kept reads too. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /**
   * The key of this request's page when it may be shared, else null: a GET of a public page
   * without a cookie of ours (the CSRF token's aside, which the copy writes in), by a guest.
   * The key holds everything a render reads from such a request: scheme, host (the tenant and the
   * page's own host), path and query (the language, ?lang=), and the two things the user agent
   * decides (a bot waits for the whole page; the mobile app's header and footer rules).
   */
  keyFor(request: FastifyRequest, isSharedRoute: SharedRouteMatcher): string | null {
    if (!this.enabled || request.method !== "GET" || request.session?.userId != null || request.sessionExpired) return null;
    if (hasOwnCookie(request.headers.cookie)) return null;
    return this.pageKeyOf(request, isSharedRoute)?.key ?? null;
  }

  /**
   * For the GET of a public page by a signed-in shopper or a returning guest (a cookie of ours): the
   * page's key without the shopper's group (the caller adds it, decision 065) and its route, else null.
   * A guest who opened a guest checkout is neither.
   */
  shopperPageOf(request: FastifyRequest, isSharedRoute: SharedRouteMatcher): { key: string; routeId: string } | null {
    const session = request.session;
    if (!this.enabled || request.method !== "GET" || request.sessionExpired || !session || session.checkoutGuestId) return null;
    if (session.userId !== null && !session.token.isLoggedIn) return null;
    return this.pageKeyOf(request, isSharedRoute);
  }

  private pageKeyOf(request: FastifyRequest, isSharedRoute: SharedRouteMatcher): { key: string; routeId: string } | null {
    const url = request.url;
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    // React Router's data requests (/page.data) answer the client's navigations, not documents
    if (pathname.endsWith(".data")) return null;
    const routeId = isSharedRoute(pathname);
    if (routeId === null) return null;
    const userAgent = request.headers["user-agent"] ?? "";
    const browser = `${isbot(userAgent) ? "bot" : "browser"}${/\bQuireApp\//.test(userAgent) ? "+app" : ""}`;
    return { key: `${request.protocol}://${request.host}${url} ${browser}`, routeId };
  }
}

/** A cookie of ours other than the CSRF token: YourStore or any quire_ cookie. */
function hasOwnCookie(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (name === "YourStore" || (name.startsWith("quire_") && name !== CSRF_COOKIE)) return true;
  }
  return false;
}

export function countLookup(result: "hit" | "miss"): void {
  pageCacheLookups.inc({ result });
}

// Posts that change no page a guest sees: the hot add to cart, the analytics beacon and batches, the
// client's error log, and the recommendation reads (a POST by the spec). Every page a browser shows
// with JavaScript sends some of these, so clearing on them would empty the cache at every view.
// Every other write this process answers (catalogue, prices, stock, content, store settings,
// orders, reviews, page forms) clears the kept pages before its answer goes out.
const WRITES_THAT_CHANGE_NO_PAGE = new Set([
  "/cc/api/checkout/default/item",
  BEACON_PATH,
  ANALYTICS_COLLECT_PATH,
  CLIENT_LOG_PATH,
  // a shopper's chat message shows on no page
  "/api/chat/messages",
  "/api/sparxProxy/atRecommendation",
  "/ele-lpd/api/sparxProxy/atRecommendation",
]);

/** The message a worker of a cluster (WORKERS=N) sends, and the primary passes on, when a write clears its pages. */
export const PAGE_CACHE_CLEAR_MESSAGE = { quire: "page-cache-clear" } as const;

/**
 * Clears the kept pages on every write this process makes that may change one (decision 055), and
 * in a cluster on every such write of the other processes too (main.ts passes the message on).
 */
export function registerPageCacheInvalidation(app: FastifyInstance, cache: PageCache): void {
  if (cluster.isWorker) {
    const onMessage = (message: unknown) => {
      if ((message as { quire?: unknown } | null)?.quire === PAGE_CACHE_CLEAR_MESSAGE.quire) cache.clear();
    };
    process.on("message", onMessage);
    app.addHook("onClose", (_app, done) => {
      process.off("message", onMessage);
      done();
    });
  }
  app.decorateRequest("pageEffects", null);
  app.decorateRequest("pageDegraded", false);
  app.decorateRequest("pageRefresh", false);
  app.addHook("onSend", (request, reply, payload, done) => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && reply.statusCode < 400) {
      const path = request.url.split("?")[0] ?? "";
      if (!WRITES_THAT_CHANGE_NO_PAGE.has(path)) {
        cache.clear();
        if (cluster.isWorker && cache.enabled && process.connected)
          process.send?.(PAGE_CACHE_CLEAR_MESSAGE, undefined, undefined, () => undefined);
      }
    }
    done(null, payload);
  });
}
