import crypto from "node:crypto";
import {
  CONTENT_EDITOR_PERMISSION,
  CONTENT_SLUG,
  type ContentEditFields,
  type ContentEditView,
  type ContentPageView,
  type FeedbackFields,
  type HelpSearchResult,
  type Language,
} from "@quire/domain";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { cardNumberRefusalOf } from "../../http/free-text";
import type { RequestSession } from "../session";
import { SPANISH_SLUG_PREFIX, slugParts, withStoreFacts } from "./content-facts";
import { contentPlainText, renderContentMarkdown } from "./content-markdown";
import {
  type ContentPageRow,
  countFeedbackSince,
  findContentPage,
  insertFeedbackMessage,
  listContentPages,
  updateContentPage,
} from "./content.repository";
import { contentEditFields, feedbackFields } from "./content.schema";

// Content pages (decision 036): Markdown per tenant, shown as safe HTML, searched by the help
// centre, edited by store admins (CONTENT_EDITOR) with who and when; and the feedback form. A page's
// Spanish is a page of its own under "es/" that a Spanish shopper gets at the same address, the
// English one while it has none (decision 077).

/** feedback messages one client address may send per hour before it is asked to wait */
export const FEEDBACK_PER_HOUR = 5;
const SNIPPET_CHARS = 160;
const QUERY_MAX = 100;

export function canEditContent(session: RequestSession): boolean {
  // a signed-in editor's shared page (decision 065) is rendered without its user, with their permissions
  const signedIn = session.userId !== null || (session.pageFacts !== undefined && session.token.isLoggedIn);
  return signedIn && session.permissions.includes(CONTENT_EDITOR_PERMISSION);
}

function editorName(row: ContentPageRow): string | null {
  if (row.updatedBy === null) return null;
  return [row.editorFirstName, row.editorLastName].filter(Boolean).join(" ") || "A store admin";
}

/** The schema's first refusal as {fields} an edit form shows beside each field. */
function parsed<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const cardNumber = cardNumberRefusalOf(result.error.issues);
  if (cardNumber) throw cardNumber;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "form");
    fields[name] ??= issue.message;
  }
  throw new AppError(400, "INVALID_FIELDS", Object.values(fields)[0] ?? "Check the form.", { fields });
}

/** The words around the first place the text holds one of the words, with ellipses where cut. */
function snippetOf(text: string, words: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  if (at === Number.MAX_SAFE_INTEGER || text.length <= SNIPPET_CHARS) return text.slice(0, SNIPPET_CHARS);
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, at - 40)) + 1);
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  return `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
}

export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private view(row: ContentPageRow, session: RequestSession): ContentPageView {
    const { language, path } = slugParts(row.slug);
    return {
      slug: row.slug,
      path,
      language,
      title: row.title,
      description: row.description,
      html: renderContentMarkdown(withStoreFacts(row.body, language)),
      updatedAt: row.updatedAt,
      editedBy: editorName(row),
      canEdit: canEditContent(session),
    };
  }

  /** The page at a slug in the shopper's language: its Spanish page for a Spanish shopper when it has one. */
  async page(session: RequestSession, tenant: string, slug: string, language: Language = "en"): Promise<ContentPageView | null> {
    if (!CONTENT_SLUG.test(slug)) return null;
    const spanish =
      language === "es" && !slug.startsWith(SPANISH_SLUG_PREFIX)
        ? await findContentPage(this.db, tenant, `${SPANISH_SLUG_PREFIX}${slug}`)
        : undefined;
    const row = spanish ?? (await findContentPage(this.db, tenant, slug));
    return row ? this.view(row, session) : null;
  }

  /** Pages, in the shopper's language, holding every word of the query in their title or text; title matches first. */
  async search(tenant: string, query: string, language: Language = "en"): Promise<HelpSearchResult[]> {
    const words = query.toLowerCase().slice(0, QUERY_MAX).split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const rows = await listContentPages(this.db, tenant);
    const inSpanish = new Set(
      rows
        .map((r) => slugParts(r.slug))
        .filter((p) => p.language === "es")
        .map((p) => p.path),
    );
    // the shopper's language's pages, and for a Spanish shopper the English of a page with no Spanish
    const shown = rows.filter((r) => {
      const page = slugParts(r.slug);
      return language === "es" ? page.language === "es" || !inSpanish.has(page.path) : page.language === "en";
    });
    const hits: (HelpSearchResult & { score: number })[] = [];
    for (const row of shown) {
      const { language: pageLanguage, path } = slugParts(row.slug);
      const text = contentPlainText(withStoreFacts(row.body, pageLanguage));
      const title = row.title.toLowerCase();
      const haystack = `${title} ${row.description.toLowerCase()} ${text.toLowerCase()}`;
      if (!words.every((w) => haystack.includes(w))) continue;
      const score = words.filter((w) => title.includes(w)).length;
      hits.push({ path, language: pageLanguage, title: row.title, snippet: snippetOf(text, words), score });
    }
    return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).map(({ score: _, ...hit }) => hit);
  }

  private async editableRow(session: RequestSession, tenant: string, slug: string): Promise<ContentPageRow> {
    if (session.userId === null) throw new AppError(401, "UNAUTHORIZED", "Sign in as a store admin to edit this page.");
    if (!canEditContent(session)) throw new AppError(403, "FORBIDDEN", "Your account can't edit the store's pages.");
    const row = CONTENT_SLUG.test(slug) ? await findContentPage(this.db, tenant, slug) : undefined;
    if (!row) throw new AppError(404, "PAGE_NOT_FOUND", "There is no page at that address.");
    return row;
  }

  async editable(session: RequestSession, tenant: string, slug: string): Promise<ContentEditView> {
    const row = await this.editableRow(session, tenant, slug);
    return {
      slug: row.slug,
      path: slugParts(row.slug).path,
      title: row.title,
      description: row.description,
      body: row.body,
      updatedAt: row.updatedAt,
      editedBy: editorName(row),
    };
  }

  async preview(session: RequestSession, tenant: string, slug: string, input: unknown): Promise<{ html: string }> {
    await this.editableRow(session, tenant, slug);
    const fields: ContentEditFields = parsed(contentEditFields, input);
    return { html: renderContentMarkdown(withStoreFacts(fields.body, slugParts(slug).language)) };
  }

  async save(session: RequestSession, tenant: string, slug: string, input: unknown): Promise<ContentPageView> {
    await this.editableRow(session, tenant, slug);
    const fields: ContentEditFields = parsed(contentEditFields, input);
    await updateContentPage(this.db, tenant, slug, { ...fields, updatedAt: this.now().toISOString(), updatedBy: session.userId });
    const row = await findContentPage(this.db, tenant, slug);
    if (!row) throw new AppError(404, "PAGE_NOT_FOUND", "There is no page at that address.");
    return this.view(row, session);
  }

  async sendFeedback(
    session: RequestSession,
    tenant: string,
    clientKey: string,
    input: FeedbackFields | unknown,
  ): Promise<{ id: string }> {
    const fields = parsed(feedbackFields, input);
    const now = this.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await countFeedbackSince(this.db, clientKey, hourAgo)) >= FEEDBACK_PER_HOUR) {
      throw new AppError(429, "TOO_MANY_REQUESTS", "Thanks: we have had several messages from you this hour. Try again later.", {
        retryAfterSeconds: 3600,
      });
    }
    const id = crypto.randomUUID();
    await insertFeedbackMessage(this.db, {
      id,
      tenant,
      topic: fields.topic,
      message: fields.message,
      email: fields.email || null,
      userId: session.userId,
      clientKey,
      createdAt: now.toISOString(),
    });
    return { id };
  }
}
