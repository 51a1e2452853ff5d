import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pageCacheLookups } from "../modules/ops/metrics";
import { ANALYTICS_COLLECT_PATH, BEACON_PATH, CLIENT_LOG_PATH } from "@quire/domain";
import { CSRF_COOKIE } from "./csrf";

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
  }
}

/** Does `effect` for this request and, when its page may be kept, remembers it for the page's copies. */
export function pageEffect(request: FastifyRequest, effect: PageEffect): Promise<void> {
  request.pageEffects?.push(effect);
  return effect(request);
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

// Per process, random: no catalogue text or address can hold them by chance. Letters and digits
// only, so neither HTML nor JSON escaping changes them wherever the render writes them.
const MARK = `qpc${crypto.randomBytes(10).toString("hex")}`;
export const PAGE_MARKERS: PerRequestValues = { cspNonce: `${MARK}n`, csrfToken: `${MARK}c`, requestId: `${MARK}r` };
const MARKED = new RegExp(`${MARK}([ncr])`, "g");

const valueOf = (which: string, values: PerRequestValues): string =>
  which === "n" ? values.cspNonce : which === "c" ? values.csrfToken : values.requestId;

/** A rendered page with this request's values in place of the markers. */
export function personalise(html: string, values: PerRequestValues): string {
  return html.replace(MARKED, (_, which: string) => valueOf(which, values));
}

/** A page cut at its markers once, so that each copy only joins its pieces: text, marker letter, text... */
export function markedPieces(html: string): string[] {
  return html.split(MARKED);
}

/** The pieces of a kept page joined with this request's values. */
export function personalisePieces(pieces: readonly string[], values: PerRequestValues): string {
  let html = "";
  for (let i = 0; i < pieces.length; i += 1) html += i % 2 === 0 ? pieces[i]! : valueOf(pieces[i]!, values);
  return html;
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

/** Is this path a public page of the build (the route React Router will render for it)? */
export function sharedRouteMatcher(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build.routes, undefined);
  // matchRoutes ranks the whole route table on every call: each path's answer is remembered
  const known = new Map<string, boolean>();
  return (pathname) => {
    let shared = known.get(pathname);
    if (shared === undefined) {
      const matches = matchRoutes(tree, pathname);
      const leaf = matches?.[matches.length - 1]?.route.id;
      shared = leaf !== undefined && SHARED_ROUTES.has(leaf);
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
  effects: PageEffect[];
}

interface Entry {
  page: KeptPage;
  bytes: number;
  expiresAt: number;
}

export interface PageCacheLimits {
  /** how long a page is kept (PAGE_CACHE_TTL_MS); 0 turns the cache off */
  ttlMs: number;
  /** at most this many pages (PAGE_CACHE_MAX_ENTRIES) */
  maxEntries: number;
  /** and at most this many bytes of HTML (PAGE_CACHE_MAX_BYTES) */
  maxBytes: number;
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

  get(key: string): KeptPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    // re-inserted: the Map's order is the order of use
    this.entries.set(key, entry);
    return entry.page;
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
    this.entries.set(key, { page, bytes, expiresAt: this.now() + this.limits.ttlMs });
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

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
    this.generation += 1;
  }

  /**
   * The key of this request's page when it may be shared, else null: a GET of a public page
   * without a cookie of ours (the CSRF token's aside, which the copy writes in), by a guest.
   * The key holds everything a render reads from such a request: scheme, host (the tenant and the
   * page's own host), path and query (the language, ?lang=), and the two things the user agent
   * decides (a bot waits for the whole page; the mobile app's header and footer rules).
   */
  keyFor(request: FastifyRequest, isSharedRoute: (pathname: string) => boolean): string | null {
    if (!this.enabled || request.method !== "GET" || request.session?.userId != null || request.sessionExpired) return null;
    if (hasOwnCookie(request.headers.cookie)) return null;
    const url = request.url;
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    // React Router's data requests (/page.data) answer the client's navigations, not documents
    if (pathname.endsWith(".data") || !isSharedRoute(pathname)) return null;
    const userAgent = request.headers["user-agent"] ?? "";
    const browser = `${isbot(userAgent) ? "bot" : "browser"}${/\bQuireApp\//.test(userAgent) ? "+app" : ""}`;
    return `${request.protocol}://${request.host}${url} ${browser}`;
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
  "/api/sparxProxy/atRecommendation",
  "/ele-lpd/api/sparxProxy/atRecommendation",
]);

/** Clears the kept pages on every write this process makes that may change one (decision 055). */
export function registerPageCacheInvalidation(app: FastifyInstance, cache: PageCache): void {
  app.decorateRequest("pageEffects", null);
  app.decorateRequest("pageDegraded", false);
  app.addHook("onSend", (request, reply, payload, done) => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && reply.statusCode < 400) {
      const path = request.url.split("?")[0] ?? "";
      if (!WRITES_THAT_CHANGE_NO_PAGE.has(path)) cache.clear();
    }
    done(null, payload);
  });
}
