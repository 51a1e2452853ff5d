import { beaconUrl, surchargeAltQty } from "@quire/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import * as repo from "./merchandising.repository";
import type { RecommendationItem, RecommendationService } from "./recommendations.service";

// Sponsored products (getCriteoData), marketing offers (getAdobeMBoxData) and surcharge alternates
// (sparxRecommendation), all from the store's own tables (decision 049).

export const MAX_SPONSORED = 10;

export interface SponsoredAnswer {
  pageId: string;
  placements: { name: string; count: number }[];
  products: { ProductID: string; OnViewBeacon: string; OnClickBeacon: string }[];
}

export interface OfferAnswer {
  data: {
    adobeResponse: {
      offerDetails: { offerId: string; classes: string[]; title: string; body: string; link: string }[];
    };
  };
  analyticsPayload: { mboxName: string; offerIds: string[] };
}

export interface SurchargeAlternateAnswer {
  sku: string;
  qty: number;
  alternates: (RecommendationItem & { altFactor: number; altQty: number })[];
}

export class MerchandisingService {
  constructor(
    private readonly db: Db,
    private readonly recommendations: RecommendationService,
  ) {}

  /**
   * Sponsored products for a placement, each with its impression and click beacon to our own
   * collector. If the lookup fails the shopper's original items come back, so the page keeps its rail.
   */
  async sponsored(
    input: { mboxName: string; skus: string[]; pageId: string | null; pageType: string | null },
    log?: FastifyBaseLogger,
  ): Promise<SponsoredAnswer> {
    const pageId = input.pageId ?? input.mboxName;
    let products: { itemId: string; recId: string | null }[];
    try {
      const rows = await repo.sponsoredFor(this.db, input.mboxName, input.skus, MAX_SPONSORED);
      products = rows.map((r) => ({ itemId: r.itemId, recId: `SPONSORED:${r.campaign}` }));
    } catch (error) {
      log?.warn({ err: error, mboxName: input.mboxName }, "sponsored products failed; answering the original items");
      products = input.skus.map((itemId) => ({ itemId, recId: null }));
    }
    const beacon = (event: "imp" | "clk", p: { itemId: string; recId: string | null }) =>
      beaconUrl({ event, itemId: p.itemId, placement: input.mboxName, recId: p.recId, pageType: input.pageType });
    return {
      pageId,
      placements: [{ name: input.mboxName, count: products.length }],
      products: products.map((p) => ({ ProductID: p.itemId, OnViewBeacon: beacon("imp", p), OnClickBeacon: beacon("clk", p) })),
    };
  }

  async offers(mboxName: string): Promise<OfferAnswer> {
    const rows = await repo.offersFor(this.db, mboxName);
    return {
      data: {
        adobeResponse: {
          offerDetails: rows.map((r) => ({
            offerId: r.id,
            classes: r.classes.split(/\s+/).filter(Boolean),
            title: r.title,
            body: r.body,
            link: r.link,
          })),
        },
      },
      analyticsPayload: { mboxName, offerIds: rows.map((r) => r.id) },
    };
  }

  /** Lighter alternates of heavy items, with the quantity that replaces the shopper's (alt factor x qty). */
  async surchargeAlternates(lines: { sku: string; qty: number }[]): Promise<SurchargeAlternateAnswer[]> {
    const rows = await repo.surchargeAlternates(
      this.db,
      lines.map((l) => l.sku),
    );
    const answers: SurchargeAlternateAnswer[] = [];
    for (const line of lines) {
      const mine = rows.filter((r) => r.itemId === line.sku);
      const factors = new Map(mine.map((r) => [r.alternateItemId, r.altFactor]));
      const items = await this.recommendations.itemsFor(
        mine.map((r) => ({ itemId: r.alternateItemId, recId: `SURCHARGE_ALT:${r.alternateItemId}` })),
        { scheme: "ALTERNATE_CHOICES", placement: "surcharge_alternates", number: mine.length, exclude: [line.sku] },
      );
      answers.push({
        sku: line.sku,
        qty: line.qty,
        alternates: items.map((item) => {
          const altFactor = factors.get(item.itemId) ?? 1;
          return { ...item, altFactor, altQty: surchargeAltQty(altFactor, line.qty) };
        }),
      });
    }
    return answers;
  }
}
