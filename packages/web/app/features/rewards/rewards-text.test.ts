import { describe, expect, it } from "vitest";
import { translatorFor } from "../../lib/i18n";
import { rewardsDate, rewardsText, signedPoints, tierProgressSentence, tierProgressText } from "./rewards-text";

describe("rewards page text", () => {
  it("signs history points and groups thousands", () => {
    expect(signedPoints(250)).toBe("+250");
    expect(signedPoints(-1_000)).toBe("-1,000");
    expect(signedPoints(0)).toBe("0");
    expect(signedPoints(Number.NaN)).toBe("0");
  });

  it("says what the next tier still needs, with the spend's cents", () => {
    expect(tierProgressText({ tier: "BASE", nextTier: "PREMIER", remainingAmt: 123_456 })).toBe(
      "Spend $1,234.56 more this year to reach Premier.",
    );
    expect(tierProgressText({ tier: "BASE", nextTier: "PREMIER", remainingAmt: 0 })).toBe("You've reached Premier.");
    expect(tierProgressText({ tier: "ELITE", nextTier: null, remainingAmt: 0 })).toBe("You're Elite, our top tier.");
  });

  it("writes the UTC day of a timestamp", () => {
    expect(rewardsDate("2026-11-30T23:59:59.999Z")).toBe("November 30, 2026");
    expect(rewardsDate("soon")).toBe("soon");
  });
});

describe("rewards page text in Spanish", () => {
  const es = translatorFor("es");
  const en = translatorFor("en");

  it("translates the service's offer, history and refusal words by their shape", () => {
    expect(rewardsText("Earned on order 1234567", es)).toBe("Acumulados en el pedido 1234567");
    expect(rewardsText("250 bonus points (order 77)", es)).toBe("250 puntos de bonificación (pedido 77)");
    expect(rewardsText("$5 in Rewards", es)).toBe("$5 en Recompensas");
    expect(rewardsText("This offer has ended.", es)).toBe("Esta oferta terminó.");
    expect(rewardsText("Earned on order 1234567", en)).toBe("Earned on order 1234567");
  });

  it("says the tier's progress and dates in Spanish, English as before", () => {
    const info = { tier: "BASE" as const, nextTier: "PREMIER" as const, remainingAmt: 123_456 };
    expect(tierProgressSentence(info, es)).toBe("Gaste $1,234.56 más este año para alcanzar Premier.");
    expect(tierProgressSentence(info, en)).toBe(tierProgressText(info));
    expect(rewardsDate("2026-11-30T23:59:59.999Z", "es")).toBe("30 de noviembre de 2026");
  });
});
