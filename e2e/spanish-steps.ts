import { expect, type Page } from "@playwright/test";
import { SPANISH } from "../packages/web/app/i18n/catalogue";

// The Spanish site (decision 041): a check that no English is left in what a shopper sees or hears.
// Catalogue data (product names, brands, descriptions, reviews) is English and is marked lang="en"
// where it is shown; the check skips what is inside an element whose lang is not Spanish.

/** English words no Spanish sentence of ours contains, each matched as a whole word ("cookies" is Spanish too). */
const ENGLISH_WORDS = [
  "the",
  "your",
  "you",
  "and",
  "with",
  "our",
  "for",
  "of",
  "to",
  "on",
  "sign",
  "cart",
  "add",
  "free",
  "shipping",
  "search",
  "reviews",
  "review",
  "price",
  "delivery",
  "quantity",
  "results",
  "sort",
  "store",
  "stores",
  "help",
  "account",
  "orders",
  "order",
  "deals",
  "items",
  "item",
  "view",
  "more",
  "see",
  "shop",
  "close",
  "open",
  "back",
  "next",
  "previous",
  "write",
  "stars",
  "star",
  "out",
  "stock",
  "details",
  "choose",
  "select",
  "days",
  "business",
  "today",
  "rewards",
  "lists",
  "list",
  "gift",
  "cards",
  "about",
  "privacy",
  "terms",
  "feedback",
  "here",
  "what",
  "how",
  "new",
  "home",
  "page",
  "skip",
];
const ENGLISH_WORD = new RegExp(`\\b(?:${ENGLISH_WORDS.join("|")})\\b`, "i");

/** The catalogue's English texts that read differently in Spanish, {{placeholders}} as wildcards. */
const ENGLISH_TEXTS = Object.entries(SPANISH)
  .filter(([english, spanish]) => english !== spanish && /[a-z]{3}/i.test(english))
  .map(([english]) => {
    const pattern = english
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+");
    return { english, pattern: new RegExp(`^${pattern}$`) };
  });

/**
 * What a shopper sees or hears inside `scope`: visible text runs and the accessible names in
 * attributes, each with the page's English data (the texts of its lang="en" parts, such as a product
 * name inside "Imágenes de …") taken out.
 */
async function spanishScopeTexts(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const norm = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const inEnglishPart = (el: Element) => {
      const marked = el.closest("[lang]");
      return marked !== null && !marked.getAttribute("lang")!.toLowerCase().startsWith("es");
    };
    const englishData = [...document.querySelectorAll("body [lang]")]
      .filter((el) => !el.getAttribute("lang")!.toLowerCase().startsWith("es"))
      .map((el) => norm(el.textContent))
      .filter((text) => text.length > 2)
      .sort((a, b) => b.length - a.length);
    // e-mail addresses are data in any language
    const withoutData = (text: string) =>
      norm(englishData.reduce((rest, data) => rest.split(data).join(" "), text).replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " "));
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const out: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
        const text = norm(node.textContent);
        if (!text || inEnglishPart(parent)) continue;
        // visually hidden text is read aloud: it counts; display:none does not
        if (!visible(parent) && !parent.closest(".visually-hidden")) continue;
        out.push(withoutData(text));
      }
      for (const el of root.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
        if (inEnglishPart(el) || !visible(el)) continue;
        for (const name of ["aria-label", "placeholder", "alt", "title"]) {
          const value = norm(el.getAttribute(name));
          if (value) out.push(withoutData(value));
        }
      }
    }
    return out.filter((text) => text !== "");
  }, scope);
}

/** Fails with every English text found on the page (or inside `scope`, a CSS selector). */
export async function expectNoEnglish(page: Page, scope = "body"): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const texts = await spanishScopeTexts(page, scope);
  const english = [
    ...new Set(texts.filter((text) => ENGLISH_WORD.test(text) || ENGLISH_TEXTS.some((e) => e.pattern.test(text)))),
  ];
  expect(english, `English left on the Spanish page ${page.url()}`).toEqual([]);
}
