import { expect } from "vitest";
import { SPANISH } from "../../../web/app/i18n/catalogue";
import { type HtmlElement, find, findAll, parseHtml, textOf } from "./html-tree";

// What a Spanish page test (decision 041) checks a page for: no English words of ours left, where
// the catalogue's product and brand names stay English and are marked lang="en".

/** English words no Spanish sentence of ours contains, each matched as a whole word ("cookies" is Spanish too). */
const ENGLISH_WORDS = [
  ...["the", "your", "you", "and", "with", "our", "for", "of", "to", "on", "sign", "cart", "add", "free", "shipping"],
  ...["search", "reviews", "review", "price", "delivery", "quantity", "results", "sort", "store", "stores", "help"],
  ...["account", "orders", "order", "deals", "items", "item", "view", "more", "see", "shop", "close", "open", "back"],
  ...["next", "previous", "write", "stars", "star", "out", "stock", "details", "choose", "select", "days", "business"],
  ...["today", "rewards", "lists", "list", "gift", "cards", "about", "privacy", "terms", "feedback", "here", "what"],
  ...["how", "new", "home", "page", "skip"],
];
export const ENGLISH_WORD = new RegExp(`\\b(?:${ENGLISH_WORDS.join("|")})\\b`, "i");

/** The catalogue's English texts that read differently in Spanish, {{placeholders}} as wildcards. */
const ENGLISH_TEXTS = Object.entries(SPANISH)
  .filter(([english, spanish]) => english !== spanish && /[a-z]{3}/i.test(english))
  .map(([english]) =>
    english
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+"),
  )
  .map((pattern) => new RegExp(`^${pattern}$`));

const norm = (text: string) => text.replace(/\s+/g, " ").trim();
const SKIPPED = new Set(["script", "style", "noscript", "template"]);
const isOtherLanguage = (e: HtmlElement) => e.attrs.lang !== undefined && !e.attrs.lang.toLowerCase().startsWith("es");

/**
 * What a shopper reads or hears on the page: the text runs and the names in attributes of the
 * body, less what is hidden (the hidden attribute) and less the page's English data (its lang="en"
 * parts, also where they appear inside a name such as "Imágenes de …").
 */
export function spanishTexts(html: string): string[] {
  const body = find(parseHtml(html), (e) => e.tag === "body")!;
  const englishData = findAll(body, isOtherLanguage)
    .map(textOf)
    .filter((text) => text.length > 2)
    .sort((a, b) => b.length - a.length);
  const withoutData = (text: string) => norm(englishData.reduce((rest, data) => rest.split(data).join(" "), text));
  const out: string[] = [];
  const visit = (e: HtmlElement) => {
    if (SKIPPED.has(e.tag) || e.attrs.hidden !== undefined || isOtherLanguage(e)) return;
    for (const name of ["aria-label", "placeholder", "alt", "title"]) {
      const value = norm(e.attrs[name] ?? "");
      if (value) out.push(withoutData(value));
    }
    for (const child of e.children) {
      if (typeof child !== "string") visit(child);
      else if (norm(child)) out.push(withoutData(child));
    }
  };
  visit(body);
  // an e-mail address is no sentence in any language
  return out.filter((text) => text !== "" && !/^[^\s@]+@[^\s@]+$/.test(text));
}

export function expectNoEnglish(html: string, page: string) {
  expect(/<html[^>]*\blang="es"/.test(html), `${page} is marked Spanish`).toBe(true);
  const english = [...new Set(spanishTexts(html).filter((t) => ENGLISH_WORD.test(t) || ENGLISH_TEXTS.some((p) => p.test(t))))];
  expect(english, `English left on the Spanish page ${page}`).toEqual([]);
}
