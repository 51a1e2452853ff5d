import fs from "node:fs";
import path from "node:path";
import { DELIVERY_PROMISE } from "@quire/domain";
import { describe, expect, it } from "vitest";
import { SPANISH } from "../../i18n/catalogue";

// The header, footer and account menu words come from the seeded navigation config of both tenants
// (decision 041): the layout passes each whole text to t() at render, so the catalogue test cannot
// see them. This one reads the seed and checks each text has its Spanish.

const SEED = path.resolve(__dirname, "../../../../server/src/db/seed/header-footer-config.ts");
const TEXT_PROP = /\b(headliner|subHeadliner|cta|ariaLabel|group):\s*"((?:\\.|[^"\\])*)"/g;

/** Texts that read the same in Spanish: the language switch, names and numbers. */
const SAME_IN_SPANISH = new Set(["En español", "English", "Chat", "AdChoices"]);

function seededTexts(): string[] {
  const source = fs.readFileSync(SEED, "utf8");
  const texts = [...source.matchAll(TEXT_PROP)].map((m) => JSON.parse(`"${m[2]}"`) as string);
  // the customer-service numbers' "{number}: call us" labels, built from a template
  const phones = [...source.matchAll(/text:\s*"([\d-]+)"/g)].map((m) => `${m[1]}: call us`);
  return [...new Set([...texts, ...phones])];
}

describe("the seeded navigation texts", () => {
  it("are found in the seed", () => {
    expect(seededTexts()).toContain("**Free shipping** on orders over $49.99. [Details](/help/shipping)");
    expect(seededTexts()).toContain("1-800-555-0188: call us");
  });

  it("the delivery promise, seeded from @quire/domain, has its own Spanish", () => {
    expect(fs.readFileSync(SEED, "utf8")).toContain("headliner: DELIVERY_PROMISE.en");
    expect(SPANISH[DELIVERY_PROMISE.en]).toBe(DELIVERY_PROMISE.es);
  });

  it("each have Spanish in the catalogue", () => {
    const missing = seededTexts().filter((text) => !SAME_IN_SPANISH.has(text) && !(text in SPANISH));
    expect(missing).toEqual([]);
  });
});
