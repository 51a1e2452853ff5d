import { createInstance, type i18n as I18n } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "@quire/domain";
import { SPANISH } from "../i18n/catalogue";

// The storefront's words in the page's language (decision 041). Keys are the English text
// as written in the code, so an English page needs no catalogue and a missing Spanish entry shows
// the English words (and fails the catalogue test) instead of a key.

/** {{name}} placeholders' values, and i18next's count for plurals */
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

const instances = new Map<Language, I18n>();

/** One initialised instance per language, shared by every render: nothing changes it after init. */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      resources: { en: { translation: {} }, es: { translation: SPANISH } },
      fallbackLng: false,
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: false,
      // React escapes what it renders; i18next must not escape it twice
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** t() outside React (meta titles, loaders' messages): the key's words in that language. */
export function translatorFor(language: Language): Translate {
  return boundTo(i18nFor(language)).t;
}

/** One t() per instance: the instances never change language, so every render can share it. */
const bound = new WeakMap<I18n, { t: Translate; language: Language }>();

/**
 * The page's t(): the language the root chose (I18nextProvider in root.tsx), English when a
 * component renders alone (component tests). Not react-i18next's useTranslation: it copies the
 * instance and makes a new t() for every component on every render (decision 053: a tenth of a
 * product page's server render), and nothing here ever changes an instance's language or loads
 * words later, so there is nothing for it to subscribe to.
 */
export function useT(): { t: Translate; language: Language } {
  const provided = useContext(I18nContext)?.i18n;
  const i18n = provided ?? i18nFor(DEFAULT_LANGUAGE);
  return boundTo(i18n);
}

function boundTo(i18n: I18n): { t: Translate; language: Language } {
  let entry = bound.get(i18n);
  if (!entry) {
    entry = { t: fastTranslator(i18n), language: (i18n.language as Language) ?? DEFAULT_LANGUAGE };
    bound.set(i18n, entry);
  }
  return entry;
}

/** Texts kept per instance at most: the keys are the code's words, plus category names and the like. */
const MAX_REMEMBERED_TEXTS = 5000;
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * i18next's t() with its answers remembered (decision 053: i18next's lookup and interpolation were
 * a seventh of a product page's server render). A key's text is looked up once; its {{name}}
 * placeholders are then filled in here. Anything this does not do exactly as i18next would (a key
 * with plural forms, a placeholder with a format or a path, a missing value, nesting) goes to
 * i18next itself; i18n.test.ts compares the two on every catalogue entry.
 */
export function fastTranslator(i18n: I18n): Translate {
  const fixed = i18n.getFixedT(i18n.language);
  const texts = new Map<string, string>();
  const resources = (i18n.getResourceBundle(i18n.language, "translation") ?? {}) as Record<string, unknown>;
  const withPlurals = new Set(
    Object.keys(resources)
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map((k) => k.replace(PLURAL_SUFFIX, "")),
  );
  const textOf = (key: string): string => {
    let text = texts.get(key);
    if (text === undefined) {
      text = fixed(key) as string;
      if (texts.size < MAX_REMEMBERED_TEXTS) texts.set(key, text);
    }
    return text;
  };
  return (key, values) => {
    if (!values) return textOf(key);
    if (withPlurals.has(key) || "context" in values) return fixed(key, values) as string;
    const text = textOf(key);
    if (text.includes("$t(")) return fixed(key, values) as string;
    let exact = true;
    const out = text.replace(PLACEHOLDER, (match, inner: string) => {
      const name = inner.trim();
      const value = /^\w+$/.test(name) ? values[name] : undefined;
      if (value === undefined) {
        exact = false;
        return match;
      }
      return String(value);
    });
    return exact ? out : (fixed(key, values) as string);
  };
}
