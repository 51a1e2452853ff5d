import type { CatalogueReader, PageCommands } from "@quire/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AnalyticsService } from "./analytics.service";
import { analyticsVisitorOf } from "./analytics.visitor";
import { pageEffect } from "../../http/page-cache";

// The server's own analytics (decision 050): what pages load and what carts take is recorded where
// it happens, so the figures do not depend on a page's script. Recording never fails the page: a
// failed insert is logged and the shopper gets their answer.

type Log = Pick<FastifyRequest["log"], "warn">;

const safely = async (log: Log, work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    log.warn({ err: error }, "analytics event not recorded");
  }
};

/**
 * An object that answers as `target` does, with some methods replaced: every method the target
 * gains later passes through untouched (the catalogue may be a class instance, so no spread).
 */
function withMethods<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      if (Object.hasOwn(replaced, key)) return replaced[key as keyof T];
      const value = Reflect.get(obj, key, receiver) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(obj) : value;
    },
  });
}

/** The page's catalogue: a product page is a view, a search's first page records its result count. */
export function observeCatalogue(reader: CatalogueReader, analytics: AnalyticsService, request: FastifyRequest): CatalogueReader {
  return withMethods<CatalogueReader>(reader, {
    async search(req) {
      const result = await reader.search(req);
      if (req.query.trim() && req.page <= 1 && !req.category) {
        // done again for every request a kept copy of the page answers (decision 055)
        await pageEffect(request, (r) =>
          safely(r.log, () =>
            analytics.recordServerEvent(analyticsVisitorOf(r), { type: "search", query: req.query, resultCount: result.total }),
          ),
        );
      }
      return result;
    },
    async productByItemUrl(itemUrl) {
      const product = await reader.productByItemUrl(itemUrl);
      if (product) {
        const itemId = product.itemId;
        await pageEffect(request, (r) =>
          safely(r.log, () => analytics.recordServerEvent(analyticsVisitorOf(r), { type: "view", itemId })),
        );
      }
      return product;
    },
  });
}

/** The page forms' commands: a successful add is an add. */
export function observePageCommands(commands: PageCommands, analytics: AnalyticsService, request: FastifyRequest): PageCommands {
  return {
    async run(name, fields) {
      const result = await commands.run(name, fields);
      if (name === "cart.add" && result.ok) {
        await safely(request.log, () =>
          analytics.recordServerEvent(analyticsVisitorOf(request), {
            type: "add",
            itemId: fields.itemId ?? "",
            qty: Number(fields.qty) || 1,
          }),
        );
      }
      return result;
    },
  };
}

const ADD_PATH = "/cc/api/checkout/default/item";

/**
 * The JSON add (what the page's script calls): a 200 POST without a PUT override. Recorded before
 * the answer is sent, so a test (or the admin) reading right after sees it.
 */
export function registerAddObserver(app: FastifyInstance, analytics: AnalyticsService): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "POST" || request.routeOptions.url !== ADD_PATH || reply.statusCode !== 200) return payload;
    const override = request.headers["x-http-method-override"];
    if (typeof override === "string" && override.toUpperCase() !== "POST") return payload;
    const body = request.body as { items?: { itemId?: unknown; qty?: unknown }[] } | undefined;
    const items = Array.isArray(body?.items) ? body.items : [];
    await safely(request.log, async () => {
      for (const item of items) {
        if (typeof item?.itemId !== "string") continue;
        const qty = Number(item.qty);
        await analytics.recordServerEvent(analyticsVisitorOf(request), {
          type: "add",
          itemId: item.itemId,
          qty: Number.isFinite(qty) && qty > 0 ? qty : 1,
        });
      }
    });
    return payload;
  });
}
