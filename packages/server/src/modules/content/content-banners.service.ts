import type { Db } from "../../db/database";
import { renderContentMarkdown } from "./content-markdown";
import { type ContentBannerRow, findBannersByName, findBannersOfPage } from "./content-banners.repository";

// The content store's banners (decision 071): Markdown kept per tenant, answered as the content
// pages' safe HTML by fetchHtmlContent (by name) and getEcommContentData (a page's slots).

export interface ContentBanner {
  name: string;
  title: string;
  html: string;
  link: string | null;
  position: number;
}

function toBanner(row: ContentBannerRow): ContentBanner {
  return { name: row.name, title: row.title, html: renderContentMarkdown(row.body), link: row.link, position: row.position };
}

export class ContentBannerService {
  constructor(private readonly db: Db) {}

  /** The named banners of this tenant in the order asked, and the names it has no banner for. */
  async byName(tenant: string, names: string[]): Promise<{ banners: ContentBanner[]; missing: string[] }> {
    const unique = [...new Set(names)];
    const rows = new Map((await findBannersByName(this.db, tenant, unique)).map((r) => [r.name, r]));
    const banners: ContentBanner[] = [];
    const missing: string[] = [];
    for (const name of unique) {
      const row = rows.get(name);
      if (row) banners.push(toBanner(row));
      else missing.push(name);
    }
    return { banners, missing };
  }

  /** A page type's content slots, in their order. */
  async ofPage(tenant: string, page: string, limit: number): Promise<ContentBanner[]> {
    return (await findBannersOfPage(this.db, tenant, page, limit)).map(toBanner);
  }
}
