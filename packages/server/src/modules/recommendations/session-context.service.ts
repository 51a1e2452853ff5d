import crypto from "node:crypto";
import type { Db } from "../../db/database";
import { MAX_LEAN_CATEGORIES } from "./context-lean";
import { findRecommendationContext, leanCategoryIds, saveRecommendationContext } from "./session-context.repository";

// The shopper's recommendation session context (spec: updateSessionToken; decision 071). What a
// call gives replaces what was kept; what it leaves out stays as it was, else the defaults: the
// spec's default service context (zip 01702, US, en-US, WEB) and the shopper's store.

export const DEFAULT_SERVICE_CONTEXT = { zipCode: "01702", country: "US", locale: "en-US", channel: "WEB" } as const;

export interface SessionContextUpdate {
  zipCode?: string;
  storeNumber?: string;
  pageType?: string;
  skus?: string[];
  categoryId?: string;
}

export interface SessionContext {
  /** the spec's s-ctx-token: changes whenever the kept context changes */
  sCtxToken: string;
  /** false for a browser with no account and no cart yet: nothing to keep the context for */
  recorded: boolean;
  serviceContext: { zipCode: string; storeNumber: string; country: "US"; locale: "en-US"; channel: "WEB" };
  query: { pageType: string | null; skus: string[]; categoryId: string | null };
  updatedAt: string;
}

/** The kept context and the categories it points at, which the recommendation engine leans toward. */
export interface KeptSessionContext {
  context: SessionContext;
  /** empty when nothing is kept (recorded false) or the context names no category and no known item */
  leanCategoryIds: number[];
}

export class SessionContextService {
  constructor(private readonly db: Db) {}

  async update(
    who: { tenant: string; shopperKey: string | null; storeNumber: string },
    change: SessionContextUpdate,
  ): Promise<KeptSessionContext> {
    const kept = who.shopperKey ? await findRecommendationContext(this.db, who.tenant, who.shopperKey) : undefined;
    const row = {
      tenant: who.tenant,
      shopperKey: who.shopperKey ?? "",
      zipCode: change.zipCode ?? kept?.zipCode ?? DEFAULT_SERVICE_CONTEXT.zipCode,
      storeNumber: change.storeNumber ?? kept?.storeNumber ?? who.storeNumber,
      pageType: change.pageType ?? kept?.pageType ?? null,
      skus: JSON.stringify(change.skus ?? (kept ? (JSON.parse(kept.skus) as string[]) : [])),
      categoryId: change.categoryId ?? kept?.categoryId ?? null,
      updatedAt: new Date().toISOString(),
    };
    if (who.shopperKey) await saveRecommendationContext(this.db, row);
    const sCtxToken = crypto
      .createHash("sha256")
      .update(JSON.stringify([row.tenant, row.shopperKey, row.zipCode, row.storeNumber, row.pageType, row.skus, row.categoryId]))
      .digest("base64url")
      .slice(0, 22);
    const skus = JSON.parse(row.skus) as string[];
    const lean = who.shopperKey ? await leanCategoryIds(this.db, row.categoryId, skus) : [];
    const context: SessionContext = {
      sCtxToken,
      recorded: who.shopperKey !== null,
      serviceContext: { ...DEFAULT_SERVICE_CONTEXT, zipCode: row.zipCode, storeNumber: row.storeNumber },
      query: { pageType: row.pageType, skus, categoryId: row.categoryId },
      updatedAt: row.updatedAt,
    };
    return { context, leanCategoryIds: lean.slice(0, MAX_LEAN_CATEGORIES) };
  }
}
