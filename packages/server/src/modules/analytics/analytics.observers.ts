import type { CatalogueReader } from "@quire/domain";
import type { FastifyRequest } from "fastify";
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

/**
 * The cart's adds (its `added` event, from the add command both the JSON call and the page's form
 * run): each item asked for is an add. Recorded before the answer is sent, so a test (or the admin)
 * reading right after sees it.
 */
export function recordCartAdds(analytics: AnalyticsService) {
  return async (request: FastifyRequest, items: readonly { itemId: string; qty: number }[]): Promise<void> => {
    await safely(request.log, async () => {
      for (const item of items) {
        await analytics.recordServerEvent(analyticsVisitorOf(request), {
          type: "add",
          itemId: item.itemId,
          qty: Number.isFinite(item.qty) && item.qty > 0 ? item.qty : 1,
        });
      }
    });
  };
}
