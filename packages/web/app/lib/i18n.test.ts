import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { SPANISH } from "../i18n/catalogue";
import type { Catalogue } from "../i18n/catalogue-types";
import ENGLISH_PLURALS from "../i18n/en/plurals";
import { translatorFor, translatorOf } from "./i18n";

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
    ["en", ENGLISH_PLURALS],
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

  it("picks the storefront's plural forms by Intl.PluralRules in both languages", () => {
    const en = translatorFor("en");
    const es = translatorFor("es");
    expect(en("{{count}} items", { count: 1 })).toBe("1 item");
    expect(en("{{count}} items", { count: 0 })).toBe("0 items");
    expect(en("{{count}} items", { count: 3 })).toBe("3 items");
    expect(en("Cart, {{count}} items", { count: 1 })).toBe("Cart, 1 item");
    expect(en("{{count}} orders", { count: 1 })).toBe("1 order");
    expect(es("{{count}} items", { count: 1 })).toBe("1 artículo");
    expect(es("{{count}} items", { count: 3 })).toBe("3 artículos");
    expect(es("{{count}} orders", { count: 1 })).toBe("1 pedido");
    expect(es("Added {{count}} to your cart.", { count: 1 })).toBe("Se agregó 1 artículo a su carrito.");
    expect(es("Added {{count}} to your cart.", { count: 3 })).toBe("Se agregaron 3 artículos a su carrito.");
    // a count shown formatted picks its form by the number
    expect(en("{{n}} items", { count: 1234, n: "1,234" })).toBe("1,234 items");
    expect(es("{{n}} items", { count: 1, n: "1" })).toBe("1 artículo");
  });

  it("has Spanish for each of English's plural forms: no '1 artículos'", () => {
    for (const key of Object.keys(ENGLISH_PLURALS)) {
      const base = key.replace(/_one$/, "");
      expect(SPANISH, key).toHaveProperty([base]);
      expect(SPANISH, key).toHaveProperty([key]);
    }
  });

  it("leaves a text that is not in the catalogue as written, with its values", () => {
    const t = translatorOf("es", SPANISH);
    expect(t("Not a catalogue entry {{n}}", { n: 3 })).toBe("Not a catalogue entry 3");
    expect(t("Not a catalogue entry {{ n }}", { n: 3 })).toBe("Not a catalogue entry 3");
    expect(t("Not a catalogue entry")).toBe("Not a catalogue entry");
  });
});
