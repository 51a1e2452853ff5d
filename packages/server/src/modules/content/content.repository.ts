import type { Db } from "../../db/database";
import type { ContentPageTable, FeedbackMessageTable } from "../../db/schema";

// Content pages and feedback messages: all their SQL.

export interface ContentPageRow extends ContentPageTable {
  editorFirstName: string | null;
  editorLastName: string | null;
}

function pagesWithEditor(db: Db) {
  return db
    .selectFrom("contentPages")
    .leftJoin("users", "users.id", "contentPages.updatedBy")
    .select([
      "contentPages.tenant",
      "contentPages.slug",
      "contentPages.title",
      "contentPages.description",
      "contentPages.body",
      "contentPages.updatedAt",
      "contentPages.updatedBy",
      "users.firstName as editorFirstName",
      "users.lastName as editorLastName",
    ]);
}

export async function findContentPage(db: Db, tenant: string, slug: string): Promise<ContentPageRow | undefined> {
  return pagesWithEditor(db).where("contentPages.tenant", "=", tenant).where("contentPages.slug", "=", slug).executeTakeFirst();
}

export async function listContentPages(db: Db, tenant: string): Promise<ContentPageRow[]> {
  return pagesWithEditor(db).where("contentPages.tenant", "=", tenant).orderBy("contentPages.slug").execute();
}

/** Saves an existing page's fields; false when there is no such page. */
export async function updateContentPage(
  db: Db,
  tenant: string,
  slug: string,
  fields: Pick<ContentPageTable, "title" | "description" | "body" | "updatedAt" | "updatedBy">,
): Promise<boolean> {
  const result = await db
    .updateTable("contentPages")
    .set(fields)
    .where("tenant", "=", tenant)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertFeedbackMessage(db: Db, row: FeedbackMessageTable): Promise<void> {
  await db.insertInto("feedbackMessages").values(row).execute();
}

export async function countFeedbackSince(db: Db, clientKey: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom("feedbackMessages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("clientKey", "=", clientKey)
    .where("createdAt", ">=", sinceIso)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
