import { describe, expect, it } from "vitest";
import { parseOfferSubscription } from "./enrolment";

describe("the loyalty enrolment form (subscribeUserforOffers)", () => {
  it("takes an e-mail, a US phone in any punctuation (kept as 10 digits) and pages of this site", () => {
    expect(
      parseOfferSubscription({
        emailID: " robin@example.com ",
        phoneNumber: "1 (617) 555-0100",
        landingPages: ["/rewards", "/rewards"],
      }),
    ).toEqual({ ok: true, value: { emailID: "robin@example.com", phoneNumber: "6175550100", landingPages: ["/rewards"] } });
    expect(
      parseOfferSubscription({ emailID: "a@b.co", phoneNumber: "617.555.0100", landingPages: "/rewards/join" }),
    ).toMatchObject({
      ok: true,
      value: { landingPages: ["/rewards/join"] },
    });
    expect(parseOfferSubscription({ emailID: "a@b.co", phoneNumber: "6175550100" })).toMatchObject({
      value: { landingPages: [] },
    });
  });

  it("says what is wrong with each field, in the spec's words", () => {
    expect(parseOfferSubscription({ emailID: "robin@", phoneNumber: "555-0100" })).toEqual({
      ok: false,
      message: "Invalid email address",
      fields: { emailID: "Invalid email address", phoneNumber: "Invalid phone number" },
    });
    expect(parseOfferSubscription(null)).toMatchObject({
      ok: false,
      fields: { emailID: "Email address is required", phoneNumber: "Phone number is required" },
    });
    expect(parseOfferSubscription({ emailID: "a@b.co", phoneNumber: "(117) 555-0100" })).toMatchObject({
      fields: { phoneNumber: "Invalid phone number" },
    });
    expect(parseOfferSubscription({ emailID: "4111 1111 1111 1111@b.co", phoneNumber: "6175550100" })).toMatchObject({
      ok: false,
    });
  });

  it("refuses landing pages elsewhere, and too many of them", () => {
    for (const landingPages of [
      "https://evil.example/",
      "//evil.example/",
      ["/a", 5],
      Array.from({ length: 11 }, (_, i) => `/p${i}`),
    ]) {
      expect(parseOfferSubscription({ emailID: "a@b.co", phoneNumber: "6175550100", landingPages })).toMatchObject({
        ok: false,
        fields: { landingPages: "landingPages must be at most 10 paths on this site" },
      });
    }
  });
});
