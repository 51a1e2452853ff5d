import { createInstance, type i18n as I18n } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "@quire/domain";
import { SPANISH } from "../i18n/catalogue";

// The storefront's words in the page's language (issue 15, decision 041). Keys are the English text
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
  const instance = i18nFor(language);
  return (key, values) => (values ? instance.t(key, values) : instance.t(key)) as string;
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
  let entry = bound.get(i18n);
  if (!entry) {
    const language = (i18n.language as Language) ?? DEFAULT_LANGUAGE;
    const fixed = i18n.getFixedT(language);
    entry = { t: (key, values) => (values ? fixed(key, values) : fixed(key)) as string, language };
    bound.set(i18n, entry);
  }
  return entry;
}
