import type { Db } from "../../db/database";
import type { ContentBannerTable } from "../../db/schema";

// Content banners (decision 071): all their SQL.

export type ContentBannerRow = Pick<ContentBannerTable, "name" | "page" | "position" | "title" | "body" | "link">;

const COLUMNS = ["name", "page", "position", "title", "body", "link"] as const;

export async function findBannersByName(db: Db, tenant: string, names: string[]): Promise<ContentBannerRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom("contentBanners")
    .select(COLUMNS)
    .where("tenant", "=", tenant)
    .where("active", "=", 1)
    .where("name", "in", names)
    .execute();
}

export async function findBannersOfPage(db: Db, tenant: string, page: string, limit: number): Promise<ContentBannerRow[]> {
  return db
    .selectFrom("contentBanners")
    .select(COLUMNS)
    .where("tenant", "=", tenant)
    .where("active", "=", 1)
    .where("page", "=", page)
    .orderBy("position")
    .orderBy("name")
    .limit(limit)
    .execute();
}
