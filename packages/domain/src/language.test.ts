import { describe, expect, it } from "vitest";
import { languageCookie, languageOf, siteVariablesIn } from "./language";
import { tenantProfile } from "./site";

describe("languageOf", () => {
  it("takes ?lang= first, then the cookie, then English", () => {
    expect(languageOf({})).toBe("en");
    expect(languageOf({ cookie: "es" })).toBe("es");
    expect(languageOf({ query: "EN", cookie: "es" })).toBe("en");
    expect(languageOf({ query: "es", cookie: null })).toBe("es");
  });

  it("ignores anything that is not a language it knows", () => {
    expect(languageOf({ query: "fr", cookie: "es" })).toBe("es");
    expect(languageOf({ query: "", cookie: "<script>" })).toBe("en");
    expect(languageOf({ query: "es-MX" })).toBe("en");
  });
});

describe("siteVariablesIn", () => {
  it("gives Spanish site variables the spec's Spanish mode, and leaves English alone", () => {
    const english = tenantProfile("dotcom").siteVariables;
    expect(siteVariablesIn(english, "en")).toBe(english);
    expect(siteVariablesIn(english, "es")).toMatchObject({
      langCd: "es",
      locale: "es-us",
      hyphenatedLocale: "es-US",
      siteId: "sdc",
    });
  });
});

describe("languageCookie", () => {
  it("remembers Spanish for a year and forgets it for English", () => {
    expect(languageCookie("es", true)).toBe("quire_lang=es; Path=/; SameSite=Lax; Secure; Max-Age=31536000");
    expect(languageCookie("en", false)).toBe("quire_lang=en; Path=/; SameSite=Lax; Max-Age=0");
  });
});
