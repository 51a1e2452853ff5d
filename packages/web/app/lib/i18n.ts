import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@quire/domain";
import type { Catalogue } from "../i18n/catalogue-types";
import ENGLISH_PLURALS from "../i18n/en/plurals";

// The storefront's words in the page's language (decision 041). Keys are the English text as
// written in the code, so an English page needs no catalogue and a missing Spanish entry shows the
// English words (and fails the catalogue test) instead of a key. A language's catalogue is added
// before a page in it renders: by the server entry at start, by the client entry before it hydrates
// a page in that language, so an English page never downloads the Spanish words.
//
// The lookup is a catalogue entry and its {{name}} placeholders filled in, with plural forms by
// `count` (key_one, key_other… as Intl.PluralRules names them, in both languages: English's
// "_one" forms are its only catalogue, i18n/en/plurals.ts): what the pages used of i18next, which
// is no longer shipped to the browser. i18n.test.ts holds it to i18next's answers on every entry.

/** {{name}} placeholders' values, and the count that picks a plural form */
export type TranslateValues = Record<string, string | number | null | undefined>;
export type Translate = (key: string, values?: TranslateValues) => string;

/** A language's t(), shared by every render: nothing changes a language's words once added. */
export interface Words {
  t: Translate;
  language: Language;
}

const catalogues = new Map<Language, Catalogue>([[DEFAULT_LANGUAGE, ENGLISH_PLURALS]]);
const words = new Map<Language, Words>();

/** Adds a language's words; a page in that language renders with them from then on. */
export function addCatalogue(language: Language, catalogue: Catalogue): void {
  catalogues.set(language, catalogue);
  words.delete(language);
}

/** Whether a page in this language can render in it now (English always can: its keys are its words). */
export function hasCatalogue(language: Language): boolean {
  return language === DEFAULT_LANGUAGE || catalogues.has(language);
}

/** Loads a language's words in the browser (its own chunk), once; English has none to load. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (hasCatalogue(language)) return;
  const { SPANISH } = await import("../i18n/catalogue");
  addCatalogue("es", SPANISH);
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** A text's {{name}} placeholders filled: a value left out keeps its placeholder, null or undefined is empty. */
function fill(text: string, values: TranslateValues): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === null || value === undefined ? "" : String(value);
  });
}

/** The t() of one language's catalogue. */
export function translatorOf(language: Language, catalogue: Catalogue = {}): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    if (!values) return catalogue[key] ?? key;
    const count = values.count;
    const plural = typeof count === "number" ? catalogue[`${key}_${plurals.select(count)}`] : undefined;
    return fill(plural ?? catalogue[key] ?? key, values);
  };
}

/** A language's words: its t(), made once. */
export function wordsFor(language: Language): Words {
  let entry = words.get(language);
  if (!entry) {
    entry = { language, t: translatorOf(language, catalogues.get(language)) };
    words.set(language, entry);
  }
  return entry;
}

/** t() outside React (meta titles, loaders' messages): the key's words in that language. */
export function translatorFor(language: Language): Translate {
  return wordsFor(language).t;
}

/** The page's words, which root.tsx provides for the page's language. */
export const WordsContext = createContext<Words | null>(null);

/** The page's t(): the language the root chose, English when a component renders alone (component tests). */
export function useT(): Words {
  return useContext(WordsContext) ?? wordsFor(DEFAULT_LANGUAGE);
}
