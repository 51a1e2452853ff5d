import { describe, expect, it } from "vitest";
import { SPANISH } from "../i18n/catalogue";
import { fastTranslator, i18nFor } from "./i18n";

// The page's t() remembers texts and fills placeholders itself (decision 053): it must answer
// exactly as i18next does, in both languages, for every entry of the catalogue.

const placeholderNames = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

describe("the page's t()", () => {
  for (const language of ["en", "es"] as const) {
    it(`answers as i18next does, in ${language}`, () => {
      const i18n = i18nFor(language);
      const fast = fastTranslator(i18n);
      const slow = (key: string, values?: Record<string, string | number>) =>
        (values ? i18n.t(key, values) : i18n.t(key)) as string;
      for (const key of Object.keys(SPANISH)) {
        expect(fast(key)).toBe(slow(key));
        // twice: the second answer comes from what was remembered
        expect(fast(key)).toBe(slow(key));
        const names = placeholderNames(key);
        if (names.length === 0) continue;
        const values = Object.fromEntries(names.map((n, i) => [n, n === "count" ? i + 2 : `v${i} $&`]));
        expect(fast(key, values)).toBe(slow(key, values));
        const withCount = { ...values, count: 1 };
        expect(fast(key, withCount)).toBe(slow(key, withCount));
        // a value left out stays as i18next leaves it
        const partial = Object.fromEntries(Object.entries(values).slice(1));
        expect(fast(key, partial)).toBe(slow(key, partial));
      }
    });
  }

  it("leaves a text that is not in the catalogue as written, with its values", () => {
    const fast = fastTranslator(i18nFor("es"));
    expect(fast("Not a catalogue entry {{n}}", { n: 3 })).toBe("Not a catalogue entry 3");
    expect(fast("Not a catalogue entry")).toBe("Not a catalogue entry");
  });
});
