import crypto from "node:crypto";
import { Readable } from "node:stream";
import { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { csrfTokenFor } from "./csrf";
import { databaseUnavailable } from "./errors";
import {
  type KeptPage,
  PAGE_MARKERS,
  type PageCache,
  type CopyValues,
  type PerRequestValues,
  type ShopperValues,
  acceptsGzip,
  countLookup,
  gzipCopy,
  gzipPieces,
  markedPieces,
  personalise,
  personalisePieces,
  sharedRouteMatcher,
} from "./page-cache";

declare module "fastify" {
  interface FastifyRequest {
    /** a loader or action of this page failed because the database is unavailable (decision 054) */
    databaseUnavailable: boolean;
  }
}

// A stale kept page is refreshed by a request the process makes to itself (app.inject), marked by
// this header with a value only this process knows: no outside request can ask for a refresh.
const REFRESH_HEADER = "x-quire-page-refresh";
const REFRESH_SECRET = crypto.randomBytes(16).toString("hex");

export type LoadContextFactory = (request: FastifyRequest, reply: FastifyReply) => PerRequestValues;

/**
 * A signed-in shopper's group for a public page (decision 065; shopper-pages.ts builds it from the
 * services): its hash, the shopper's own values for the markers, and the session the group's page is
 * rendered with. Null: the page is rendered for the shopper alone.
 */
export type ShopperGroupReader = (
  request: FastifyRequest,
  routeId: string,
) => Promise<{
  group: string;
  values: ShopperValues;
  template: FastifyRequest["session"];
  /** the Cookie header the group's render sees: the group's cookies and the CSRF token's, nothing else */
  cookie: string | undefined;
} | null>;

/**
 * Turns a Fastify request into a Fetch Request for React Router and streams its Response back; a
 * guest's first page comes from the shared-HTML cache when one is given (decision 055).
 */
export function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  getLoadContext: LoadContextFactory,
  pageCache?: PageCache,
  shopperGroups?: ShopperGroupReader,
) {
  const handle = createRequestHandler(build, mode);
  // the cache needs the build's routes up front: not with development's build on demand
  const isSharedRoute = pageCache && typeof build !== "function" ? sharedRouteMatcher(build) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let cacheKey = pageCache && isSharedRoute ? pageCache.keyFor(request, isSharedRoute) : null;
    // a signed-in shopper's public page: their group's (decision 065)
    let shopper: Awaited<ReturnType<ShopperGroupReader>> = null;
    if (pageCache && isSharedRoute && shopperGroups && cacheKey === null) {
      const page = pageCache.shopperPageOf(request, isSharedRoute);
      shopper = page ? await shopperGroups(request, page.routeId) : null;
      if (page && shopper) cacheKey = `${page.key} shopper:${shopper.group}`;
    }
    let rendered: ((kept: KeptPage | undefined) => void) | null = null;
    if (pageCache && cacheKey !== null) {
      if (request.headers[REFRESH_HEADER] === REFRESH_SECRET) request.pageRefresh = true;
      else {
        const found = pageCache.lookup(cacheKey);
        // stale: this request gets the kept copy at once, one render in the background replaces it;
        // a group's stale page is rendered again for the request (the refresh is a guest's request)
        if (found?.stale && !shopper) refreshInBackground(request, pageCache, cacheKey);
        const kept = (found && (!found.stale || !shopper) ? found.page : undefined) ?? (await pageCache.renderingNow(cacheKey));
        countLookup(kept ? "hit" : "miss");
        if (kept) return sendKeptPage(request, reply, kept, shopper?.values);
      }
      request.pageEffects = [];
      rendered = pageCache.startRender(cacheKey);
    }
    try {
      if (!shopper) return await renderPage(request, reply, cacheKey, (kept) => rendered?.(kept));
      // The group's page is rendered with its session (no user, the facts, markers for the names); its
      // side effects are kept, not done, and then done for this shopper with their own session.
      const own = request.session;
      const ownCookie = request.headers.cookie;
      const giveBack = () => {
        request.session = own;
        request.headers.cookie = ownCookie;
        request.pageRefresh = false;
      };
      request.session = shopper.template;
      request.headers.cookie = shopper.cookie;
      request.pageRefresh = true;
      try {
        return await renderPage(
          request,
          reply,
          cacheKey,
          (kept) => rendered?.(kept),
          shopper.values,
          async () => {
            giveBack();
            for (const effect of request.pageEffects ?? []) await effect(request);
          },
        );
      } finally {
        giveBack();
      }
    } finally {
      rendered?.(undefined);
    }
  };

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string | null,
    rendered: (kept: KeptPage | undefined) => void,
    shopperValues?: ShopperValues,
    /** after the render, before the answer: a group's render gives the request back its own session */
    afterRender?: () => Promise<void>,
  ) {
    const controller = new AbortController();
    reply.raw.on("close", () => controller.abort());
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else if (value !== undefined) headers.set(key, value);
    }
    const url = `${request.protocol}://${request.host}${request.url}`;
    const init: RequestInit = { method: request.method, headers, signal: controller.signal };
    // A page post's form was parsed and checked already (page-forms.ts); React Router reads it again.
    if (request.pageForm) {
      init.body = request.pageForm.toString();
      headers.delete("content-length");
    }
    const context = getLoadContext(request, reply);
    // A page that may be kept is rendered with markers for what differs per request (its nonce,
    // CSRF token and id), written in before it goes out, to this request and to every copy.
    const own: PerRequestValues = { cspNonce: context.cspNonce, csrfToken: context.csrfToken, requestId: context.requestId };
    const cookiesBefore = reply.getHeader("set-cookie");
    const generation = pageCache?.currentGeneration ?? 0;
    // React Router types the context per app (packages/web/app/context.ts); to the server it is named
    // values it forwards (AppLoadContext's index signature), a copy of the factory's own.
    const loadContext: AppLoadContext = cacheKey !== null ? { ...context, ...PAGE_MARKERS } : { ...context };
    const response = await handle(new Request(url, init), loadContext);
    const servicesSetCookies = reply.getHeader("set-cookie") !== cookiesBefore;
    await afterRender?.();
    // The database went away while the page loaded: a friendly 503 page instead of a half-empty one.
    if (request.databaseUnavailable) {
      await response.body?.cancel();
      return databaseUnavailable(request, reply, true);
    }
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === "set-cookie") continue;
      reply.header(key, value);
    }
    // Cookies the in-process services set while the page ran (a new cart, a session, a rotated CSRF
    // token) are already on the reply; Fastify appends set-cookie, so the page's own join them.
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (cacheKey !== null) {
      const html = response.body ? await response.text() : "";
      // only a whole, normal page that set no cookie of a service's (a new cart, a store) but the CSRF token's
      if (
        pageCache &&
        response.status === 200 &&
        !request.databaseUnavailable &&
        !request.pageDegraded &&
        (response.headers.get("content-type") ?? "").startsWith("text/html") &&
        !servicesSetCookies
      ) {
        const pageHeaders = [...response.headers].filter(([key]) => key !== "set-cookie");
        const page: KeptPage = {
          status: 200,
          headers: pageHeaders,
          cookies,
          html,
          pieces: markedPieces(html),
          effects: request.pageEffects ?? [],
        };
        // the requests that waited for this render get it too, but only if it may be kept
        if (pageCache.set(cacheKey, page, generation)) rendered(page);
      }
      return reply.send(personalise(html, { ...own, ...shopperValues }));
    }
    if (!response.body) return reply.send();
    return reply.send(await nodeReadableOf(response.body));
  }
}

/**
 * A response body as a Node stream. In Node the global ReadableStream (what a Response's body is) is
 * node:stream/web's own class; the DOM typings the project compiles with declare it apart, so the
 * check is what tells TypeScript. Any other stream is read whole.
 */
async function nodeReadableOf(body: ReadableStream<Uint8Array>): Promise<Readable | Buffer> {
  if (body instanceof NodeReadableStream) return Readable.fromWeb(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * Renders a stale kept page again without any shopper waiting for it: the same request (its host,
 * address and user agent, without its cookies) made by the process to itself, whose render keeps
 * the page as a first visit's would (unless a write cleared the cache meanwhile) and records no
 * side effect of its own. One at a time per page (beginRefresh).
 */
function refreshInBackground(request: FastifyRequest, pageCache: PageCache, key: string): void {
  if (!pageCache.beginRefresh(key)) return;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== "cookie" && name !== "accept-encoding" && name !== "content-length")
      headers[name] = value;
  }
  // no user agent stays none (the injection would name itself, a bot): the same key, the same render
  headers["user-agent"] = request.headers["user-agent"] ?? "";
  headers[REFRESH_HEADER] = REFRESH_SECRET;
  request.server
    .inject({ method: "GET", url: request.url, headers })
    .then(
      () => undefined,
      (error: unknown) => request.log.warn({ err: error }, "page cache refresh failed"),
    )
    .finally(() => pageCache.endRefresh(key));
}

/** A kept page as a fresh render would answer this request: its own values, cookies and side effects. */
async function sendKeptPage(request: FastifyRequest, reply: FastifyReply, kept: KeptPage, shopperValues?: ShopperValues) {
  // the CSRF cookie first, as the render's load context issues it before the page's own cookies
  const csrfToken = csrfTokenFor(request, reply);
  for (const effect of kept.effects) await effect(request);
  reply.status(kept.status);
  for (const [key, value] of kept.headers) reply.header(key, value);
  if (kept.cookies.length > 0) reply.header("set-cookie", kept.cookies);
  const values: CopyValues = { cspNonce: request.cspNonce, csrfToken, requestId: request.id, ...shopperValues };
  if (acceptsGzip(request)) {
    // the page's gzip, compressed once (for its first copy: a page no one else asks for before it
    // expires is never compressed twice), with this request's values in stored blocks; the
    // compression plugin leaves an answer that already has its encoding
    kept.gzipped ??= gzipPieces(kept.pieces);
    reply.header("content-encoding", "gzip");
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
    return reply.send(gzipCopy(kept.gzipped, values));
  }
  return reply.send(personalisePieces(kept.pieces, values));
}
