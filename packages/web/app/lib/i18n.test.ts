import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { SPANISH } from "../i18n/catalogue";
import type { Catalogue } from "../i18n/catalogue-types";
import { translatorOf } from "./i18n";

// The page's t() is a catalogue lookup with placeholders and plural forms: it must answer exactly
// as i18next (configured as the storefront configured it before) does, in both languages, for
// every entry of the catalogue. i18next is only a test's reference now; the pages never load it.

function i18next(language: "en" | "es", catalogue: Catalogue) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: catalogue } },
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return (key: string, values?: Record<string, unknown>) => (values ? instance.t(key, values) : instance.t(key)) as string;
}

const placeholderNames = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

describe("the page's t()", () => {
  for (const [language, catalogue] of [
    ["en", {}],
    ["es", SPANISH],
  ] as const) {
    it(`answers as i18next does, in ${language}`, () => {
      const t = translatorOf(language, catalogue);
      const reference = i18next(language, catalogue);
      for (const key of Object.keys(SPANISH)) {
        expect(t(key)).toBe(reference(key));
        const names = placeholderNames(key);
        if (names.length === 0) continue;
        const values = Object.fromEntries(names.map((n, i) => [n, n === "count" ? i + 2 : `v${i} $&`]));
        expect(t(key, values)).toBe(reference(key, values));
        const withCount = { ...values, count: 1 };
        expect(t(key, withCount)).toBe(reference(key, withCount));
        // a value left out stays as i18next leaves it; null and undefined as it writes them
        const partial = Object.fromEntries(Object.entries(values).slice(1));
        expect(t(key, partial)).toBe(reference(key, partial));
        const empty = Object.fromEntries(names.map((n, i) => [n, i % 2 ? null : undefined]));
        expect(t(key, empty)).toBe(reference(key, empty));
      }
    });
  }

  it("picks a plural form by count as Intl.PluralRules names it, as i18next does", () => {
    const catalogue = {
      "{{count}} items added": "{{count}} artículos agregados",
      "{{count}} items added_one": "Se agregó {{count}} artículo",
      "{{count}} items added_other": "Se agregaron {{count}} artículos",
    };
    const t = translatorOf("es", catalogue);
    const reference = i18next("es", catalogue);
    for (const count of [0, 1, 2, 5]) {
      expect(t("{{count}} items added", { count })).toBe(reference("{{count}} items added", { count }));
    }
    expect(t("{{count}} items added", { count: 1 })).toBe("Se agregó 1 artículo");
    expect(t("{{count}} items added", { count: 3 })).toBe("Se agregaron 3 artículos");
  });

  it("leaves a text that is not in the catalogue as written, with its values", () => {
    const t = translatorOf("es", SPANISH);
    expect(t("Not a catalogue entry {{n}}", { n: 3 })).toBe("Not a catalogue entry 3");
    expect(t("Not a catalogue entry {{ n }}", { n: 3 })).toBe("Not a catalogue entry 3");
    expect(t("Not a catalogue entry")).toBe("Not a catalogue entry");
  });
});
