import { describe, expect, it } from "vitest";
import { translatorFor } from "../../lib/i18n";
import { createAccountMessage } from "./create-account-text";

describe("the create-account messages in Spanish", () => {
  it("translates fixed sentences and those built with a field or a number", () => {
    const es = translatorFor("es");
    expect(createAccountMessage("Enter your company name.", es)).toBe("Ingrese su nombre de la empresa.");
    expect(createAccountMessage("Your first name can have at most 50 characters.", es)).toBe(
      "Su nombre puede tener como máximo 50 caracteres.",
    );
    expect(createAccountMessage("An account with this email already exists. Sign in instead.", es)).toBe(
      "Ya existe una cuenta con este correo electrónico. Inicie sesión.",
    );
  });

  it("leaves English as written", () => {
    expect(createAccountMessage("Enter your first name.", translatorFor("en"))).toBe("Enter your first name.");
  });
});
