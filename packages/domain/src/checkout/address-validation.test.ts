import { describe, expect, it } from "vitest";
import { checkAddressPlace, normalizeCityName, readAddressSuggestion } from "./address-validation";

const FRAMINGHAM = { city: "Framingham", state: "MA" };
const ST_LOUIS = { city: "Saint Louis", state: "MO" };

describe("checkAddressPlace", () => {
  it("accepts a city and state that match the ZIP code, whatever their case and spacing", () => {
    for (const [city, state] of [
      ["Framingham", "MA"],
      ["FRAMINGHAM", "ma"],
      ["  framingham ", " Ma "],
    ] as const) {
      expect(checkAddressPlace({ city, state, zipCode: "01701" }, FRAMINGHAM)).toEqual({ outcome: "VALID" });
    }
    expect(checkAddressPlace({ city: "St. Louis", state: "MO", zipCode: "63101" }, ST_LOUIS)).toEqual({ outcome: "VALID" });
    expect(checkAddressPlace({ city: "Saint  Louis", state: "MO", zipCode: "63101-1234" }, ST_LOUIS)).toEqual({
      outcome: "VALID",
    });
  });

  it("suggests the ZIP code's city for a misspelt one in the right state, which the shopper may keep", () => {
    expect(checkAddressPlace({ city: "Framingam", state: "MA", zipCode: "01701" }, FRAMINGHAM)).toEqual({
      outcome: "SUGGESTION",
      message: "We couldn't match the city and state to ZIP code 01701. Did you mean Framingham, MA?",
      suggestion: { city: "Framingham", state: "MA", zipCode: "01701" },
      confirmable: true,
    });
    // Another town of the same state: still only a suggestion (the shopper knows their town).
    expect(checkAddressPlace({ city: "Boston", state: "MA", zipCode: "01701-0042" }, FRAMINGHAM)).toMatchObject({
      outcome: "SUGGESTION",
      suggestion: { city: "Framingham", state: "MA", zipCode: "01701-0042" },
      confirmable: true,
    });
  });

  it("suggests the ZIP code's state when the city is the ZIP code's, and then the address cannot be kept as typed", () => {
    expect(checkAddressPlace({ city: "Framingham", state: "CT", zipCode: "01701" }, FRAMINGHAM)).toEqual({
      outcome: "SUGGESTION",
      message: "We couldn't match the city and state to ZIP code 01701. Did you mean Framingham, MA?",
      suggestion: { city: "Framingham", state: "MA", zipCode: "01701" },
      confirmable: false,
    });
    // Both wrong, the city only misspelt: both corrected.
    expect(checkAddressPlace({ city: "framingam", state: "CT", zipCode: "01701" }, FRAMINGHAM)).toMatchObject({
      outcome: "SUGGESTION",
      suggestion: { city: "Framingham", state: "MA" },
      confirmable: false,
    });
  });

  it("calls the ZIP code invalid when it is unknown, or when neither the city nor the state is its", () => {
    const invalid = { outcome: "INVALID_ZIP", message: "Invalid zip code" };
    expect(checkAddressPlace({ city: "Framingham", state: "MA", zipCode: "00000" }, undefined)).toEqual(invalid);
    expect(checkAddressPlace({ city: "Hartford", state: "CT", zipCode: "01701" }, FRAMINGHAM)).toEqual(invalid);
    expect(
      checkAddressPlace({ city: "Framingham", state: "MA", zipCode: "90210" }, { city: "Beverly Hills", state: "CA" }),
    ).toEqual(invalid);
  });

  it("keeps an address as typed once confirmed, only when the ZIP code is in the typed state", () => {
    const confirmed = { confirmed: true };
    expect(checkAddressPlace({ city: "Boston", state: "MA", zipCode: "01701" }, FRAMINGHAM, confirmed)).toEqual({
      outcome: "VALID",
    });
    expect(checkAddressPlace({ city: "Framingham", state: "CT", zipCode: "01701" }, FRAMINGHAM, confirmed)).toMatchObject({
      outcome: "INVALID_ZIP",
      message: "Invalid zip code",
    });
    expect(checkAddressPlace({ city: "Framingham", state: "MA", zipCode: "00000" }, undefined, confirmed)).toMatchObject({
      outcome: "INVALID_ZIP",
    });
  });

  it("does not take a short city for a misspelling of another", () => {
    expect(checkAddressPlace({ city: "Ada", state: "OK", zipCode: "01701" }, { city: "Avon", state: "MA" })).toMatchObject({
      outcome: "INVALID_ZIP",
    });
  });
});

describe("normalizeCityName", () => {
  it.each([
    ["St. Louis", "saint louis"],
    ["Ft Worth", "fort worth"],
    ["Mt.  Vernon", "mount vernon"],
    ["Winston-Salem", "winston salem"],
    ["Coeur d'Alene", "coeur d alene"],
    ["Stow", "stow"],
  ])("%j reads as %j", (city, normal) => {
    expect(normalizeCityName(city)).toBe(normal);
  });
});

describe("readAddressSuggestion", () => {
  it("reads a refusal's suggestion and ignores anything else", () => {
    expect(
      readAddressSuggestion({ code: "X", suggestion: { city: "Framingham", state: "MA", zipCode: "01701" }, confirmable: true }),
    ).toEqual({ suggestion: { city: "Framingham", state: "MA", zipCode: "01701" }, confirmable: true });
    expect(readAddressSuggestion({ suggestion: { city: "Framingham", state: "MA", zipCode: "01701" } })?.confirmable).toBe(false);
    for (const value of [null, "x", {}, { suggestion: "x" }, { suggestion: { city: 1, state: "MA", zipCode: "01701" } }]) {
      expect(readAddressSuggestion(value)).toBeNull();
    }
  });
});
