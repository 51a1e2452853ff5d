import { CARD_MESSAGES } from "@quire/domain";
import { describe, expect, it } from "vitest";
import { cvvLengthMessage } from "./card-fields";
import { cardFormLanguageOf, cardWords } from "./card-words";

describe("the card form's words", () => {
  it("reads the language: es, or English for anything else", () => {
    expect(cardFormLanguageOf("es")).toBe("es");
    expect(cardFormLanguageOf("ES")).toBe("es");
    expect(cardFormLanguageOf("fr")).toBe("en");
    expect(cardFormLanguageOf(undefined)).toBe("en");
  });

  it("says the field checks and the card messages in Spanish, English as written", () => {
    expect(cardWords("Enter your card number.", "es")).toBe("Ingrese el número de su tarjeta.");
    expect(cardWords(CARD_MESSAGES.expired, "es")).toBe("Esta tarjeta está vencida. Use otra tarjeta.");
    expect(cardWords(cvvLengthMessage("AMEX"), "es")).toBe("El código de seguridad tiene 4 dígitos para American Express.");
    expect(cardWords("Visa ending in 4242 added.", "es")).toBe("Se agregó Visa que termina en 4242.");
    expect(cardWords("Enter your card number.", "en")).toBe("Enter your card number.");
    expect(cardWords("A sentence nobody translated", "es")).toBe("A sentence nobody translated");
  });
});
