import { describe, expect, it } from "vitest";
import { translatorFor } from "../../lib/i18n";
import { checkoutMessage, translatedRefusal } from "./checkout-text";

const es = translatorFor("es");
const en = translatorFor("en");

describe("the checkout's messages in the page's language", () => {
  it("says the sentences built with values in Spanish, with their values", () => {
    expect(checkoutMessage(es, "Zip code is required")).toBe("Código postal: campo obligatorio");
    expect(checkoutMessage(es, "First name must be 35 characters or fewer")).toBe("Nombre: máximo 35 caracteres");
    expect(checkoutMessage(es, "We couldn't match the city and state to ZIP code 01701. Did you mean Framingham, MA?")).toBe(
      "No pudimos hacer coincidir la ciudad y el estado con el código postal 01701. ¿Quiso decir Framingham, MA?",
    );
    expect(checkoutMessage(es, "Gift card ending in 0019 has a balance of $42.00.")).toBe(
      "La tarjeta de regalo que termina en 0019 tiene un saldo de $42.00.",
    );
  });

  it("says the fixed sentences from the catalogue, and unknown ones as sent", () => {
    expect(checkoutMessage(es, "Invalid zip code")).toBe("Código postal no válido");
    expect(checkoutMessage(es, "Something nobody wrote")).toBe("Something nobody wrote");
  });

  it("leaves English exactly as the domain wrote it", () => {
    for (const text of [
      "Zip code is required",
      "First name must be 35 characters or fewer",
      "We couldn't match the city and state to ZIP code 01701. Did you mean Framingham, MA?",
      "Invalid zip code",
    ]) {
      expect(checkoutMessage(en, text)).toBe(text);
    }
  });

  it("translates a refusal's message and fields", () => {
    const refusal = {
      intent: "address",
      target: null,
      code: "INVALID",
      message: "Please check the address.",
      fields: { city: "City is required" },
    };
    expect(translatedRefusal(es, refusal)).toMatchObject({
      message: "Revise la dirección.",
      fields: { city: "Ciudad: campo obligatorio" },
    });
    expect(translatedRefusal(es, null)).toBeNull();
  });
});
