import type { Language } from "../language";
import type { DoorResult } from "./page-doors";

// The content pages' door (decision 036): help, legal and about pages kept as Markdown, the help
// search, the store admin's editor and the feedback form. Fields arrive as the form sent them.

/**
 * Content pages have paths of one or two lowercase segments: "about", "help/shipping"; a page's
 * Spanish is under "es/": "es/help/shipping" (decision 077).
 */
export const CONTENT_SLUG = /^(es\/)?[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40})?$/;
export const CONTENT_TITLE_MAX = 120;
export const CONTENT_DESCRIPTION_MAX = 300;
/** characters of Markdown a page may hold */
export const CONTENT_BODY_MAX = 50_000;
/** the permission that lets a store admin edit the content pages */
export const CONTENT_EDITOR_PERMISSION = "CONTENT_EDITOR";

export const FEEDBACK_TOPICS = ["Website", "Products", "Delivery", "Orders and returns", "Something else"] as const;
export const FEEDBACK_MESSAGE_MAX = 2000;

export interface ContentPageView {
  slug: string;
  /** the page's address: "/" + slug, without a Spanish page's "es/" */
  path: string;
  /** the language the page is written in: a Spanish shopper gets the English page while it has no Spanish */
  language: Language;
  title: string;
  description: string;
  /** the Markdown as safe HTML: no raw HTML, links only to http(s), mailto, tel or this site */
  html: string;
  updatedAt: string;
  /** the last editor's name; null for the seeded text */
  editedBy: string | null;
  /** the viewer may edit it (shows "Edit this page") */
  canEdit: boolean;
}

export interface ContentEditFields {
  title: string;
  description: string;
  body: string;
}

export interface ContentEditView extends ContentEditFields {
  slug: string;
  path: string;
  updatedAt: string;
  editedBy: string | null;
}

export interface HelpSearchResult {
  path: string;
  /** the language the page is written in */
  language: Language;
  title: string;
  /** plain text around the first match */
  snippet: string;
}

export interface FeedbackFields {
  topic: string;
  message: string;
  email: string;
}

export interface ContentDoor {
  /** the page at a slug, or null when there is none */
  page(slug: string): Promise<ContentPageView | null>;
  /** pages whose title or text holds every word of the query, best first */
  search(query: string): Promise<HelpSearchResult[]>;
  /** the page's Markdown for its editor: 401 for guests, 403 without CONTENT_EDITOR, 404 for no page */
  editable(slug: string): Promise<DoorResult<ContentEditView>>;
  /** the fields as the page would show them, checked but not saved */
  preview(slug: string, fields: ContentEditFields): Promise<DoorResult<{ html: string }>>;
}

/** The content pages' commands and what each answers a page. */
export interface ContentCommandAnswers {
  /** slug, title, description, body: 401 for guests, 403 without CONTENT_EDITOR, 404 for no page */
  "content.save": ContentPageView;
  /** topic, message, email: stores a feedback message; 429 when one client sends too many */
  "content.send-feedback": { id: string };
}
